# itertools objects are iterators wherever one is taken.
import itertools
from itertools import chain, count, islice, repeat, cycle, accumulate, zip_longest, starmap


its = [
    count(), islice("a", 1), chain(), repeat(1), cycle("a"), accumulate([1]),
    zip_longest(), starmap(len, []), itertools.takewhile(bool, []),
    itertools.dropwhile(bool, []), itertools.filterfalse(None, []),
    itertools.compress([], []), itertools.pairwise([]), itertools.groupby([]),
    itertools.permutations([]), itertools.combinations([], 1),
    itertools.combinations_with_replacement([], 1), itertools.product(),
]
for it in its:
    t = type(it)
    print(t.__name__, t.__qualname__, t.__module__, iter(it) is it, isinstance(it, t))
print(type(itertools.tee([])[0]).__name__)
print(isinstance(count(), itertools.count), isinstance(chain(), itertools.count))
print(itertools.count, itertools.chain, type(count()))
print(repr(chain()).startswith("<itertools.chain object at 0x"))
print(repr(islice([], 1)).startswith("<itertools.islice object at 0x"))

# for loops, next(), builtins that iterate, unpacking, `in`
for x in islice(count(7), 3):
    print(x, end=" ")
print()
it = chain("ab", "c")
print(next(it), next(it), next(it), next(it, "end"), next(it, None))
print(sum(islice(count(1), 10)), min(chain([5, 3], [4])), max(repeat(2, 3)))
print(sorted(chain([3, 1], [2])), tuple(repeat("z", 2)), set(islice(count(), 4)))
print(dict(zip_longest("ab", [1, 2])), list(enumerate(repeat("q", 2))))
print(list(zip(count(), "abc")), list(map(lambda a, b: a + b, count(), [10, 20])))
print(list(filter(None, islice(count(-2), 5))), any(repeat(0, 3)), all(repeat(1, 3)))
a, b, c = islice(count(), 3)
first, *rest = chain([1], [2, 3])
print(a, b, c, first, rest)
print(3 in count(), 5 in islice(count(), 3), "b" in chain("a", "bc"))
print(sorted(islice(cycle([3, 1, 2]), 5), reverse=True))
print("-".join(chain("ab", "cd")), list(reversed(list(islice(count(), 4)))))
print([x * 2 for x in islice(count(), 4)], {x: x % 3 for x in islice(count(), 4)})
print(sum(x for x in islice(count(), 5) if x % 2))
s = 0
for i, v in enumerate(islice(count(10, 10), 3)):
    s += i * v
print(s)
try:
    next(itertools.chain())
except StopIteration as e:
    print("StopIteration", repr(e.args))
