# The iterators are lazy: they read their sources only as items are asked for.
from itertools import (accumulate, chain, compress, count, cycle, dropwhile, filterfalse,
                       groupby, islice, pairwise, starmap, takewhile, tee, zip_longest)


def source(tag, items):
    for x in items:
        print("  %s -> %r" % (tag, x))
        yield x


def step(label, it, n=1):
    for _ in range(n):
        print(label, next(it, "END"))


step("chain", chain(source("a", [1, 2]), source("b", [3])), 2)
step("islice", islice(source("c", range(10)), 3, 6), 2)
step("accumulate", accumulate(source("d", [1, 2, 3])), 2)
step("takewhile", takewhile(lambda x: x < 2, source("e", [0, 1, 2, 3])), 3)
step("dropwhile", dropwhile(lambda x: x < 2, source("f", [0, 1, 2, 3])), 2)
step("filterfalse", filterfalse(lambda x: x % 2, source("g", [1, 3, 4, 5])), 1)
step("compress", compress(source("h", "abc"), source("i", [0, 1, 1])), 1)
step("starmap", starmap(max, source("j", [(1, 2), (3, 0)])), 1)
step("pairwise", pairwise(source("k", [1, 2, 3])), 2)
step("zip_longest", zip_longest(source("l", [1]), source("m", [1, 2])), 2)
step("cycle", cycle(source("n", [1, 2])), 4)
g = groupby(source("o", "aab"))
k, grp = next(g)
print("groupby", k)
print("group", list(grp))
a, b = tee(source("p", [1, 2]))
print("tee", next(a), next(b), next(b))

# Infinite sources are fine as long as nothing asks for everything.
evens = filterfalse(lambda x: x % 2, count())
print(list(islice(evens, 5)))
print(next(dropwhile(lambda x: x < 1000, count(0, 7))))
print(list(islice(zip_longest(count(), "ab"), 4)))
print(list(islice(accumulate(count(1)), 6)))
print(list(islice(chain.from_iterable(repeat_each for repeat_each in (range(n) for n in count())), 10)))
print(list(islice(pairwise(count()), 3)), next(compress(count(), cycle([0, 0, 1]))))
