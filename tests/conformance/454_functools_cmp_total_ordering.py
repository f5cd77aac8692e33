# functools.cmp_to_key and functools.total_ordering.
from functools import cmp_to_key, total_ordering


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


def by_length_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)


words = ["pear", "fig", "apple", "kiwi", "date", "banana"]
print(sorted(words, key=cmp_to_key(by_length_then_alpha)))
print(sorted(words, key=cmp_to_key(by_length_then_alpha), reverse=True))
print(min(words, key=cmp_to_key(by_length_then_alpha)), max(words, key=cmp_to_key(by_length_then_alpha)))
nums = [5, 3, 9, 1]
nums.sort(key=cmp_to_key(lambda a, b: b - a))
print(nums)
K = cmp_to_key(lambda a, b: (a > b) - (a < b))
print(K(1) < K(2), K(2) <= K(2), K(3) > K(2), K(1) >= K(2), K(1) == K(1), K(1) != K(2))
print(K(5).obj, type(K).__name__, type(K(1)).__name__)
show("unhashable", lambda: hash(K(1)))
show("other not K", lambda: K(1) < 1)
show("cmp raises", lambda: sorted([1, 0], key=cmp_to_key(lambda a, b: 1 // b)))
show("no cmp", lambda: cmp_to_key())
show("kw", lambda: cmp_to_key(mycmp=None) is not None)
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: 0)))
print(sorted([(1, "b"), (1, "a"), (0, "z")], key=cmp_to_key(lambda x, y: x[0] - y[0])))


@total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "V" + ".".join(map(str, self.parts))


a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a < b, a > b, a <= c, a >= b, b >= a, a == c, a != b)
print(sorted([b, a, Version(0, 9)]), max(a, b), min([b, a]))


@total_ordering
class ByLe:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __le__(self, other):
        return self.v <= other.v


@total_ordering
class ByGt:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __gt__(self, other):
        return self.v > other.v


@total_ordering
class ByGe:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __ge__(self, other):
        return self.v >= other.v


for cls in (ByLe, ByGt, ByGe):
    x, y = cls(1), cls(2)
    print(cls.__name__, x < y, x <= y, x > y, x >= y, y < x, y > x, x <= cls(1), x >= cls(1))


@total_ordering
class Picky:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if not isinstance(other, Picky):
            return NotImplemented
        return self.v < other.v


print(Picky(1) > Picky(0), Picky(1) <= Picky(1))
show("not implemented", lambda: Picky(1) >= 5)
class Plain:
    pass


show("no ordering", lambda: total_ordering(Plain))


@total_ordering
class Both:
    def __lt__(self, other):
        return True

    def __gt__(self, other):
        return False


print(Both() < Both(), Both() > Both(), Both() <= Both(), Both() >= Both())
