# operator's comparisons, truth, identity and their instances' special methods.
import operator as op


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(op.lt(1, 2), op.le(2, 2), op.eq(1, 1.0), op.ne("a", "a"), op.gt(3, 2), op.ge(1, 2))
print(op.lt("abc", "abd"), op.lt([1, 2], [1, 3]), op.eq((1, [2]), (1, [2])), op.gt({1, 2}, {1}))
print(op.eq(float("nan"), float("nan")), op.ne(float("nan"), float("nan")), op.lt(2**70, 2.0**71))
print(op.not_(0), op.not_([]), op.not_("x"), op.truth(0.0), op.truth([0]), op.truth(None))
x = [1]
print(op.is_(x, x), op.is_(x, [1]), op.is_not(x, [1]), op.is_(None, None), op.is_not(1, 1))
show("lt mixed", lambda: op.lt(1, "a"))
show("ge none", lambda: op.ge(None, None))
show("not_ two", lambda: op.not_(1, 2))


class Loud:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        print("eq called")
        return self.v == getattr(o, "v", o)

    def __lt__(self, o):
        return "lt-result"

    def __gt__(self, o):
        return self.v > o

    def __bool__(self):
        print("bool called")
        return self.v != 0


print(op.eq(Loud(1), 1), op.ne(Loud(1), 2), op.lt(Loud(1), 2), op.gt(5, Loud(1)))
print(op.truth(Loud(0)), op.not_(Loud(3)))


class Sized:
    def __len__(self):
        return 0


print(op.truth(Sized()), op.not_(Sized()))
print(sorted([3, 1, 2], key=op.neg), list(map(op.eq, [1, 2], [1, 3])))
print(list(filter(op.not_, [0, 1, "", "a"])), list(map(op.is_, [None, 1], [None, None])))
