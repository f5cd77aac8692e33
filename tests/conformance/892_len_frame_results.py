# len() of an instance with a Python __len__, at a site that has specialized: each kind
# of result the call's conversion handles (ints, bools, an int subclass, negatives,
# non-ints, ints too large), errors raised inside __len__, nested len() calls, and len()
# called from __init__ (a checked frame inside another) and from a generator.


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class MyInt(int):
    pass


class Boom(Exception):
    pass


class Raising:
    def __len__(self):
        raise Boom("inside __len__")


class Nested:
    def __init__(self, inner):
        self.inner = inner

    def __len__(self):
        return len(self.inner) + 1


class Measured:
    def __init__(self, things):
        self.size = len(things)


def length(x):
    return len(x)


def attempt(x):
    try:
        return length(x)
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


for i in range(30):
    length(Sized(i))
print(length(Sized(5)), length(Sized(0)))
for value in [True, False, MyInt(9), -1, -(2**70), 2**63 - 1, 2**63, 2**80, 1.5, "3", None]:
    print(repr(value), attempt(Sized(value)))
print(attempt(Raising()), attempt(Sized(4)))
print(length(Nested(Nested(Nested(Sized(2))))))
print(attempt(Nested(Sized(-3))))
total = 0
for i in range(20):
    total += Measured(Sized(i)).size
print(total)
try:
    Measured(Sized("x"))
except TypeError as e:
    print("TypeError", e)


def gen(items):
    for it in items:
        yield len(it)


print(list(gen([Sized(1), Sized(2), [1, 2, 3], Sized(4)])))
g = gen([Sized(1), Sized(-1), Sized(3)])
print(next(g))
try:
    next(g)
except ValueError as e:
    print("ValueError", e)
print(list(g))
