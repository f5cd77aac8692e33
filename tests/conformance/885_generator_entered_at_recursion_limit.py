# A generator whose frame is entered at the recursion limit gets the RecursionError in
# that frame: the generator is then exhausted and its finally blocks never run.
import sys


def counter(tag):
    try:
        for i in range(100):
            yield i
    finally:
        print("finally", tag)


def at_depth(n, action):
    if n == 0:
        return action()
    return at_depth(n - 1, action)


def first_error(action):
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(80)
    try:
        for d in range(40, 100):
            try:
                at_depth(d, action)
            except RecursionError:
                return d
    finally:
        sys.setrecursionlimit(limit)


g = counter("next")
next(g)
print(first_error(lambda: next(g)) is not None, next(g, "exhausted"))

s = counter("send")
next(s)
print(first_error(lambda: s.send(None)) is not None, next(s, "exhausted"))


def drain(gen):
    for x in gen:
        pass


f = counter("for")
next(f)
print(first_error(lambda: drain(f)) is not None, list(f))


def outer(inner):
    yield from inner


y = counter("yield from")
next(y)
o = outer(y)
print(first_error(lambda: next(o)) is not None, next(y, "inner exhausted?"))
print("end")
