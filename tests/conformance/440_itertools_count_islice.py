# itertools.count and itertools.islice: values, reprs, laziness and errors.
from itertools import count, islice


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(list(islice(count(), 5)))
print(list(islice(count(10), 3)), list(islice(count(10, 5), 3)))
print(list(islice(count(-3, -2), 4)))
print(list(islice(count(2.5), 3)), list(islice(count(0, 0.1), 4)))
print(list(islice(count(1, 0.5), 5)))
print(list(islice(count(2**62, 2**62), 3)))
print(list(islice(count(True), 3)), list(islice(count(0, True), 3)))
print(list(islice(count(start=3, step=-1), 4)))
c = count(5)
print(repr(c), next(c), next(c), repr(c))
print(repr(count()), repr(count(1, 1.0)), repr(count(1.0)), repr(count(-1, 2)))
print(repr(count(2**70)), repr(count(0, -1)), repr(count(1.5, 0.5)))
print(type(count()).__name__, type(count()))
big = count(2**63 - 2)
print(next(big), next(big), next(big), type(next(big)).__name__)

# islice: stop, start/stop/step, None
s = "abcdefghij"
print(list(islice(s, 3)), list(islice(s, 2, 5)), list(islice(s, 1, 9, 3)))
print(list(islice(s, None)), list(islice(s, 8, None)), list(islice(s, 2, None, 4)))
print(list(islice(s, 0)), list(islice(s, 5, 2)), list(islice(s, 20)), list(islice(s, 3, 3)))
print(list(islice(s, None, None, None)), list(islice(s, 0, 100, 50)))
show("big stop", lambda: islice(range(10), 2**70))
show("big start", lambda: islice(range(10), 2**70, None))
show("big step", lambda: islice(range(10), 0, 5, 2**70))


# islice consumes its source only as far as it needs
it = iter(range(10))
print(list(islice(it, 0, 5, 3)), next(it))
it = iter(range(10))
print(list(islice(it, 4)), list(it))
it = iter(range(10))
sl = islice(it, 2, 4)
print(next(sl), next(it), list(sl), next(it))
print(list(islice(islice(count(), 100), 5, 50, 10)))
print(sum(islice(count(), 1000)), sum(islice(count(1, 2), 500)))


def gen():
    for i in range(5):
        print("gen", i)
        yield i


print(list(islice(gen(), 1, 3)))

show("neg stop", lambda: islice(s, -1))
show("neg stop2", lambda: islice(s, -5))
show("neg start", lambda: islice(s, -1, 3))
show("bad stop", lambda: islice(s, "a"))
show("float stop", lambda: islice(s, 1.5))
show("zero step", lambda: islice(s, 1, 2, 0))
show("neg step", lambda: islice(s, 1, 2, -1))
show("no args", lambda: islice(s))
show("too many", lambda: islice(s, 1, 2, 3, 4))
show("not iterable", lambda: islice(5, 2))
show("count str", lambda: count("a"))
show("count step str", lambda: count(1, "a"))
show("count kw", lambda: count(x=1))
show("count too many", lambda: count(1, 2, 3))
show("count None", lambda: count(None))
