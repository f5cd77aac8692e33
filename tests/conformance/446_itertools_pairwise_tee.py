# pairwise and tee.
from itertools import pairwise, tee, count, islice


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(list(pairwise("abcde")), list(pairwise([1])), list(pairwise([])))
print(list(pairwise(range(4))), list(islice(pairwise(count()), 3)))


def gen():
    for i in range(3):
        print("gen", i)
        yield i


pw = pairwise(gen())
print("made")
print(next(pw))
print(list(pw))
show("pairwise none", lambda: pairwise())
show("pairwise two", lambda: pairwise([1], [2]))
show("pairwise kw", lambda: pairwise(iterable=[1]))
show("pairwise int", lambda: pairwise(3))

a, b = tee([1, 2, 3])
print(list(a), list(b))
a, b, c = tee("xyz", 3)
print(next(a), next(a), next(b), list(c), list(a), list(b))
print(tee([1], 0), len(tee([1], 1)), [list(t) for t in tee(range(3), 4)])
a, b = tee(gen())
print("tee made")
print(next(a), next(a))
print(next(b))
print(list(a), list(b))
# A tee of a tee is a copy: it starts where the original is.
a, b = tee(range(5))
next(a)
c, d = tee(a)
print(list(c), list(d), list(a), list(b))
a, b = tee(count())
print(list(islice(a, 3)), list(islice(b, 5)), next(a))
show("tee none", lambda: tee())
show("tee neg", lambda: tee([1], -1))
show("tee str", lambda: tee([1], "a"))
show("tee kw", lambda: tee([1], n=2))
show("tee int", lambda: tee(5))
show("tee three", lambda: tee([1], 2, 3))
t = tee([1])[0]
print(type(t).__name__, iter(t) is t)
show("tee huge", lambda: tee([1], 10**18))
