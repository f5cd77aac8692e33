# Assigning a function's __defaults__ and __kwdefaults__: later calls use the new values
# (plain calls, keyword calls, calls through *args/**kwargs, methods, and a constructor
# whose __init__ only stores its parameters), None removes them, a longer tuple keeps
# its last items, and wrong types are refused.


def f(a, b=2, c=3):
    return (a, b, c)


print(f(1), f.__defaults__)
f.__defaults__ = (20, 30)
print(f(1), f(1, c=7), f(*[1]), f(**{"a": 1}))
f.__defaults__ = (300,)
print(f(1, 2), f.__defaults__)
f.__defaults__ = None
print(f.__defaults__)
try:
    f(1, 2)
except TypeError as e:
    print("TypeError:", e)
f.__defaults__ = (5, 6, 7, 8)
print(f(), f(0))


def g(a, *, key=1, other):
    return (a, key, other)


print(g(0, other=9), g.__kwdefaults__)
g.__kwdefaults__ = {"key": 10, "other": 11}
print(g(0), g.__kwdefaults__)
g.__kwdefaults__ = None
try:
    g(0)
except TypeError as e:
    print("TypeError:", e)

for bad in (5, [1, 2]):
    try:
        f.__defaults__ = bad
    except TypeError as e:
        print("TypeError:", e)
try:
    g.__kwdefaults__ = (1,)
except TypeError as e:
    print("TypeError:", e)


class Point:
    def __init__(self, x, y=0):
        self.x = x
        self.y = y

    def moved(self, dx=1, dy=1):
        return Point(self.x + dx, self.y + dy)


def build(n):
    return [Point(i) for i in range(n)]


print([(p.x, p.y) for p in build(3)])
Point.__init__.__defaults__ = (100,)
print([(p.x, p.y) for p in build(3)])
Point.__init__.__defaults__ = ()
try:
    build(3)
except TypeError as e:
    print("TypeError:", e)
Point.__init__.__defaults__ = (-1,)
p = Point(5)
print(p.y, p.moved().x, p.moved().y)
Point.moved.__defaults__ = (10, 20)
print(p.moved().x, p.moved().y)


def wrapper(*args, **kwargs):
    return f(*args, **kwargs)


f.__defaults__ = ("B", "C")
print(wrapper(1), wrapper(1, c="k"))


# Defaults for parameters that had none where the function was defined.
def h(a, b=1):
    return (a, b)


h.__defaults__ = (5, 6)
print(h(), h(*[]), h(0), list(map(h, [7])))


class K:
    def m(self, a, b=1):
        return (a, b)


K.m.__defaults__ = (3, 4)
print(K().m(), K().m(8), K.m(K()))
