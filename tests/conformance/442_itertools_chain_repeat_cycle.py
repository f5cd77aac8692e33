# chain, chain.from_iterable, repeat and cycle.
from itertools import chain, repeat, cycle, islice


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(list(chain([1, 2], "ab", (3,), range(2), {"k": 1})))
print(list(chain()), list(chain([])), list(chain([], [], [5])))
print(list(chain.from_iterable(["ab", [1, 2], ()])))
print(list(chain.from_iterable([])))


def gens():
    for n in range(3):
        print("making", n)
        yield range(n)


c = chain.from_iterable(gens())
print("made")
print(list(c))
c = chain([1], 5, [2])
print(next(c))
show("chain bad", lambda: next(c))
print(list(c))
show("from_iterable bad", lambda: chain.from_iterable(5))
show("chain kw", lambda: chain(a=1))
print(type(chain.from_iterable([])).__name__)

print(list(repeat("x", 3)), list(repeat(None, 0)), list(repeat(1, -5)))
print(list(islice(repeat([1]), 3)))
print(list(repeat(object=7, times=2)), list(repeat(8, times=2)))
r = repeat("a", 3)
print(repr(r), next(r), repr(r))
print(list(r), repr(r))
print(repr(repeat("a")), repr(repeat([1, 2], 2)), repr(repeat(None)))
show("repeat none", lambda: repeat())
show("repeat str times", lambda: repeat(1, "a"))
show("repeat float times", lambda: repeat(1, 2.0))
show("repeat kw", lambda: repeat(1, count=2))

print(list(islice(cycle("abc"), 8)))
print(list(cycle([])), list(islice(cycle([7]), 3)))


def gen():
    for i in range(3):
        print("yield", i)
        yield i


cy = cycle(gen())
print([next(cy) for _ in range(7)])
show("cycle none", lambda: cycle())
show("cycle int", lambda: cycle(5))
show("cycle kw", lambda: cycle(iterable=[1]))
show("cycle two", lambda: cycle([1], [2]))
