# Recipes from the itertools documentation, built from the module's pieces.
from itertools import (chain, combinations, count, cycle, filterfalse, groupby, islice,
                       repeat, starmap, tee, zip_longest, accumulate, product, compress)
from functools import partial, reduce
import operator


def take(n, iterable):
    return list(islice(iterable, n))


def tabulate(function, start=0):
    return map(function, count(start))


def consume_nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)


def all_equal(iterable):
    g = groupby(iterable)
    return next(g, True) and not next(g, False)


def quantify(iterable, pred=bool):
    return sum(map(pred, iterable))


def ncycles(iterable, n):
    return chain.from_iterable(repeat(tuple(iterable), n))


def dotproduct(vec1, vec2):
    return sum(map(operator.mul, vec1, vec2))


def flatten(list_of_lists):
    return chain.from_iterable(list_of_lists)


def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)


def roundrobin(*iterables):
    num_active = len(iterables)
    nexts = cycle(partial(next, iter(it)) for it in iterables)
    while num_active:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            num_active -= 1
            nexts = cycle(islice(nexts, num_active))


def partition(pred, iterable):
    t1, t2 = tee(iterable)
    return filterfalse(pred, t1), filter(pred, t2)


def powerset(iterable):
    s = list(iterable)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))


def unique_everseen(iterable, key=None):
    seen = set()
    for element in iterable:
        k = element if key is None else key(element)
        if k not in seen:
            seen.add(k)
            yield element


def unique_justseen(iterable, key=None):
    return map(next, map(operator.itemgetter(1), groupby(iterable, key)))


def sliding_window(iterable, n):
    it = iter(iterable)
    window = list(islice(it, n - 1))
    for x in it:
        window.append(x)
        yield tuple(window)
        window = window[1:]


def triplewise(iterable):
    return ((a, b, c) for (a, _), (b, c) in zip(zip(iterable, iterable[1:]), zip(iterable[1:], iterable[2:])))


print(take(5, tabulate(lambda x: x * x)))
print(consume_nth(count(), 7), consume_nth(iter([1]), 5, "none"))
print(all_equal("aaa"), all_equal("aab"), all_equal(""))
print(quantify([1, 0, 2, 0]), quantify(range(10), lambda x: x % 3 == 0))
print(list(ncycles("ab", 3)), dotproduct([1, 2, 3], [4, 5, 6]))
print(list(flatten([[1, 2], [3], []])), list(grouper("ABCDEFG", 3, "x")))
print(list(roundrobin("ABC", "D", "EF")))
evens, odds = partition(lambda x: x % 2, range(10))
print(list(evens), list(odds))
print(list(powerset([1, 2, 3])))
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", lambda c: c.lower())))
print(list(unique_justseen("AAAABBBCCDAABBB")), list(unique_justseen("ABBcCAD", lambda c: c.lower())))
print(list(sliding_window("ABCDEFG", 4)), list(triplewise("ABCDE")))
print(list(accumulate(product([1, 2], repeat=2), lambda a, b: a + b)))
print(list(compress(count(), (x % 3 == 0 for x in range(10)))))
print(reduce(operator.mul, starmap(pow, [(2, 3), (3, 2)])))
primes = []
for n in islice(count(2), 30):
    if all(n % p for p in primes):
        primes.append(n)
print(primes)
