# Deep `yield from` chains and the recursion limit: building a chain deeper than the
# limit raises RecursionError (never a crash), and so does resuming a built chain from a
# call stack deep enough that the chain's levels no longer fit; the levels the error
# passed through have ended, the chain's outer generator with them. A chain that fits is
# resumed as often as needed, and a deep chain is closed and collected level by level.
import sys


def deep(n):
    if n == 0:
        yield "bottom"
        yield "bottom again"
    else:
        yield from deep(n - 1)


try:
    list(deep(5000))
except RecursionError:
    print("building too deep: RecursionError")

g = deep(300)
print(next(g))


def descend(n, g):
    if n == 0:
        return next(g)
    return descend(n - 1, g)


try:
    descend(850, g)
except RecursionError:
    print("resumed too deep: RecursionError")
print(list(g))

g = deep(300)
print(next(g), descend(100, g), list(g))


# a chain that fits, resumed many times from a loop and through send()
def counter(n):
    total = 0
    for i in range(n):
        total += (yield i) or 0
    return total


def wrap(depth, n):
    if depth == 0:
        return (yield from counter(n))
    return (yield from wrap(depth - 1, n)) + 1


print(sum(wrap(200, 1000)))
g = wrap(150, 5)
next(g)
try:
    while True:
        g.send(10)
except StopIteration as e:
    print("returned", e.value)

# closing a deep chain runs each level's cleanup
closed = []


def tidy(n):
    try:
        if n == 0:
            yield "in"
        else:
            yield from tidy(n - 1)
    finally:
        closed.append(n)


g = tidy(400)
print(next(g))
g.close()
print(len(closed), closed[:3], closed[-3:])
print(sys.getrecursionlimit())
