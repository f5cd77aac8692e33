# next(g), next(g, default) and g.send(v) called on generators in edge cases: a
# generator only the call holds, one that ends with a value, one advancing itself, one
# resumed at the recursion limit (its frame goes back, usable afterwards), and loops
# open in the generator across those calls.
import sys


def count(n):
    for i in range(n):
        yield i
    return "done"


print(next(count(3)), next(count(0), "empty"), next(iter(count(2))))
g = count(2)
print(next(g), next(g), next(g, "d1"), next(g, "d2"))
g = count(1)
next(g)
try:
    next(g)
except StopIteration as e:
    print("stop", repr(e.value))
try:
    next(g)
except StopIteration as e:
    print("stop again", repr(e.value))


def selfish():
    yield next(me)


me = selfish()
try:
    next(me)
except ValueError as e:
    print("ValueError", e)
print(next(me, "finished after error"))


def echo():
    got = []
    while True:
        v = yield len(got)
        if v is None:
            return got
        got.append(v)


e = echo()
try:
    e.send(1)
except TypeError as err:
    print("TypeError", err)
print(next(e), e.send("a"), e.send("b"))
try:
    e.send(None)
except StopIteration as s:
    print("returned", s.value)


def nested(depth):
    for i in range(2):
        for j in range(2):
            yield (depth, i, j)


def deep(n, g):
    if n == 0:
        return next(g)
    return deep(n - 1, g)


g = nested(0)
print(next(g))
old = sys.getrecursionlimit()
sys.setrecursionlimit(60)
try:
    deep(200, g)
except RecursionError:
    print("RecursionError")
sys.setrecursionlimit(old)
print(next(g), list(g))


def pairs(n):
    for i in range(n):
        x = yield i
        if x:
            yield ("got", x)


p = pairs(3)
print(next(p), p.send("s"), next(p), next(p), next(p, "end"))
gens = [count(2) for _ in range(3)]
print([next(x) for x in gens], [next(x) for x in gens], [next(x, "e") for x in gens])
print(sum(next(count(5)) for _ in range(4)))
