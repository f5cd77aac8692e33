# Default parameter values: used when omitted, evaluated once when the def runs.
def power(base, exp=2):
    return base ** exp


def describe(name, greeting="hello", punct="!"):
    return greeting + " " + name + punct


print(power(3), power(3, 3), power(2, 0))
print(describe("ann"), describe("bob", "hi"), describe("cy", "hey", "?"))


def append_to(x, acc=[]):
    acc.append(x)
    return acc


print(append_to(1))
print(append_to(2))
print(append_to(3, []))
print(append_to(4))
LIMIT = 10


def clamp(x, limit=LIMIT):
    if x > limit:
        return limit
    return x


LIMIT = 5
print(clamp(7), clamp(20), clamp(20, 100))


def opt(a, b=None):
    if b is None:
        return a
    return a + b


print(opt(1), opt(1, 2))
