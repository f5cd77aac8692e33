# The iterator protocol on user classes: __iter__ returning self with __next__ raising
# StopIteration; an iterable whose __iter__ returns a fresh iterator object (iterated
# twice, nested); for loops, list(), tuple(), sum(), sorted(), zip(), enumerate(),
# unpacking, iter() and next() with and without a default.


class Countdown:
    def __init__(self, start):
        self.n = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


class Squares:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return SquaresIter(self.n)


class SquaresIter:
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration()
        self.i += 1
        return self.i * self.i


for x in Countdown(3):
    print(x)
print(list(Countdown(5)), tuple(Countdown(2)), sum(Countdown(100)))
c = Countdown(4)
print(list(c), list(c))

sq = Squares(4)
print(list(sq), list(sq), sorted(sq, reverse=True), sum(sq))
pairs = []
for a in Squares(3):
    for b in Squares(2):
        pairs.append(a * 10 + b)
print(pairs)
print(list(zip(Squares(3), Countdown(10))), list(enumerate(Countdown(2))))
a, b, c = Squares(3)
print(a, b, c)

it = iter(Squares(2))
print(type(it).__name__, next(it), next(it), next(it, "done"), next(it, None))
it2 = iter(Countdown(1))
print(it2 is iter(it2), next(it2), next(it2, -1))
print(max(Squares(5)), min(Countdown(7)), any(Countdown(0)), all(Squares(3)))
print(3 in Countdown(5), 3 in Countdown(2), list(reversed(list(Squares(3)))))
