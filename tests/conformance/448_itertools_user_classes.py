# itertools with instances: iterators, sequences, numbers, keys, predicates.
from itertools import (accumulate, chain, count, cycle, groupby, islice, product,
                       starmap, takewhile, tee, zip_longest, combinations)


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


class Seq:
    """The old sequence protocol: __getitem__ until IndexError."""

    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return "s%d" % i


class Bag:
    def __init__(self, items):
        self.items = items

    def __iter__(self):
        return iter(self.items)


print(list(chain(Countdown(3), Seq(), Bag([9]))))
print(list(islice(Countdown(10), 2, 6)), list(zip_longest(Seq(), Countdown(2))))
print(list(combinations(Bag("abc"), 2)), list(product(Seq(), repeat=1)))
print(list(islice(cycle(Countdown(2)), 5)))
a, b = tee(Countdown(3))
print(list(a), list(b))


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        return Money(self.cents + other)

    def __radd__(self, other):
        return Money(other + self.cents)

    def __repr__(self):
        return "Money(%d)" % self.cents


print(list(accumulate([Money(1), Money(2), Money(3)])))
print(list(accumulate([1, Money(5), 2])))
try:
    count(Money(10), 5)
except TypeError as e:
    print("TypeError", e)
print(sum([Money(1), Money(2)], Money(0)))


class Num:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v

    def __add__(self, other):
        return Num(self.v + (other.v if isinstance(other, Num) else other))

    def __repr__(self):
        return "Num(%d)" % self.v


print(list(islice("abcdefgh", Num(1), Num(7), Num(2))))
print(list(islice(count(Num(1), Num(2)), 3)), repr(count(Num(1))))


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return "P(%d,%d)" % (self.x, self.y)


pts = [Point(0, 0), Point(0, 0), Point(1, 2), Point(1, 2), Point(0, 0)]
print([(k, len(list(g))) for k, g in groupby(pts)])
print([(k, [p.y for p in g]) for k, g in groupby(pts, key=lambda p: p.x)])


class Vec:
    def __init__(self, *xs):
        self.xs = xs

    def __iter__(self):
        return iter(self.xs)


print(list(starmap(lambda a, b, c: a + b + c, [Vec(1, 2, 3), Vec(4, 5, 6)])))


class Threshold:
    def __init__(self, limit):
        self.limit = limit

    def __call__(self, x):
        return x < self.limit


print(list(takewhile(Threshold(3), [1, 2, 3, 1])))


class BadIter:
    def __iter__(self):
        return self

    def __next__(self):
        raise ValueError("broken")


try:
    list(islice(BadIter(), 2))
except ValueError as e:
    print("ValueError", e)
try:
    list(chain([1], BadIter()))
except ValueError as e:
    print("ValueError", e)
