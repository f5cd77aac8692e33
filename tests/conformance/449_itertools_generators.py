# itertools over generators and generators over itertools, lazily.
from itertools import accumulate, chain, count, groupby, islice, takewhile, tee, zip_longest


def numbers(tag, n):
    for i in range(n):
        print(tag, "yields", i)
        yield i
    print(tag, "done")


pipeline = islice(accumulate(numbers("a", 10)), 2, 4)
print("nothing read yet")
for x in pipeline:
    print("got", x)

print(list(zip_longest(numbers("b", 2), numbers("c", 1), fillvalue="-")))
print(list(takewhile(lambda x: x < 2, numbers("d", 5))))
a, b = tee(numbers("e", 3))
print(next(a), next(a), next(b))
print(list(b), list(a))


def squares():
    for n in count(1):
        yield n * n


print(list(islice(squares(), 6)))
print(list(takewhile(lambda s: s < 50, squares())))


def evens_of(it):
    for x in it:
        if x % 2 == 0:
            yield x


print(list(evens_of(islice(count(), 10))))


def delegate():
    yield from islice(count(100), 3)
    yield from chain("ab", [1])
    return "done"


print(list(delegate()))
g = delegate()
print(next(g), g.send(None), next(g))


def runs(s):
    for k, grp in groupby(s):
        yield k, sum(1 for _ in grp)


print(list(runs("aaabccccd")))
print(dict(runs("xxyzz")))


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


print(list(islice(fib(), 15)))
print(next(x for x in fib() if x > 1000))
gen = (x * 2 for x in islice(count(), 5))
print(list(chain(gen, gen)))
print(sum(islice(fib(), 100)) % 1000007)


def stop_early():
    yield 1
    raise StopIteration


try:
    list(islice(stop_early(), 3))
except RuntimeError as e:
    print("RuntimeError", e)
