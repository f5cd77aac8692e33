# Call sites with * and **: spreading lists, tuples, ranges, generators, strings, dicts,
# dict views and custom iterables; several pieces mixed with explicit arguments; the
# left-to-right evaluation order of all argument expressions.


def show(*args, **kwargs):
    return "%r %r" % (args, kwargs)


print(show(*[1, 2]), show(*(3, 4)), show(*range(3)))
print(show(*(x * x for x in range(4))))
print(show(*"abc"), show(*{"k1": 1, "k2": 2}))
print(show(*{"a": 1, "b": 2}.values()), show(*{"a": 1}.items()))
print(show(*[]), show(**{}), show(*[], **{}))
print(show(**{"a": 1, "b": 2}))
print(show(0, *[1, 2], 3, *(4,), 5))
print(show(*[1], *[2], *[3]))
print(show(a=1, **{"b": 2}, c=3, **{"d": 4}))
print(show(1, *[2], k=3, **{"j": 4}))
print(show(*[1, 2], *"xy", *range(2), z=0))


def three(a, b, c):
    return a * 100 + b * 10 + c


print(three(*[1, 2, 3]), three(1, *[2, 3]), three(*[1, 2], 3), three(*[1], 2, *[3]))
print(three(**{"a": 1, "b": 2, "c": 3}), three(1, **{"c": 3, "b": 2}))
print(three(*[1], c=3, **{"b": 2}))


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n


print(show(*Countdown(4)))


class Squares:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        i = 0
        while i < self.n:
            yield i * i
            i += 1


print(show(*Squares(5)), three(*Squares(3)))

trace = []


def note(label, value):
    trace.append(label)
    return value


def seq(label, items):
    trace.append(label)
    return items


r = show(note("a", 1), *seq("b", [2, 3]), note("c", 4), k=note("d", 5), **seq("e", {"m": 6}))
print(r)
print(trace)
trace.clear()
r = show(*seq("first", [1]), note("second", 2), *seq("third", (3,)), x=note("fourth", 4))
print(r, trace)
trace.clear()


def gen_with_trace():
    trace.append("gen start")
    yield 1
    trace.append("gen middle")
    yield 2
    trace.append("gen end")


r = show(note("before", 0), *gen_with_trace())
print(r, trace)
trace.clear()
r = show(*gen_with_trace(), **seq("kw", {"k": 1}))
print(r, trace)
trace.clear()

args = [1, 2]
kwargs = {"c": 3}


def mutate(a, b, c):
    return a + b + c


print(mutate(*args, **kwargs), args, kwargs)


def get_tuple(*args):
    return args


t = (1, 2, 3)
print(get_tuple(*t) == t, get_tuple(*t, *t))
nested = [[1, 2], [3, 4]]
print(show(*nested), show(*nested[0], *nested[1]))
print(show(*[[]]), show(*[()], *[{}]))
print(show(*(str(v) for v in [1, 2])), show(*[v for v in [0, 1, 0, 2] if v]))
print(show(*zip([1, 2], "ab")), show(*enumerate("xy")))
print(show(*sorted([3, 1, 2])), show(*reversed([1, 2, 3])))
print(show(**dict(a=1), **dict([("b", 2)])))
d = {"x": 1}
print(show(**d, **{"y": d["x"] + 1}))
print(show(*[i for i in range(3)], **{k: v for k, v in [("p", 1), ("q", 2)]}))


# Keyword arguments written before a *iterable: positional pieces are still evaluated
# first, then keywords and ** mappings, each group left to right.
trace.clear()


def n(x):
    trace.append(x)
    return x


print(show(k=1, *[1, 2]))
print(show(*[1], k=1, *[2]))
print(show(0, k=1, *[1], c=2, **{"d": 3}))
print(show(n(1), k=n(2), *[n(3)], c=n(4), **{"d": n(5)}), trace)
trace.clear()
print(show(k=n("k"), *n(["star"])), trace)
trace.clear()
print(show(n("p"), z=n("z"), *n(["s"]), **n({"m": 1})), trace)
trace.clear()
print(show(a=n("a"), **n({"b": 2}), c=n("c")), trace)


def g(a, b, c=0):
    return a, b, c


print(g(c=3, *[1, 2]))
try:
    g(b=3, *[1, 2])
except TypeError as e:
    print(e)
print(show(*(), **{}), show(*[], k=1))


class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10


class L(list):
    pass


print(show(*Seq()), show(*L([1, 2])), show(1, *L()), show(*L("ab"), *Seq()))
