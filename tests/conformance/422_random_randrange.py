# randrange and randint: the fast path, steps (positive, negative), big ranges, integral
# floats, and every error in CPython's order.
import random

random.seed(31337)
print([random.randrange(10) for _ in range(15)])
print([random.randrange(5, 10) for _ in range(15)])
print([random.randrange(-20, -10) for _ in range(10)])
print([random.randrange(0, 100, 7) for _ in range(10)])
print([random.randrange(100, 0, -3) for _ in range(10)])
print([random.randrange(-5, 5, 2) for _ in range(10)])
print([random.randrange(10, -10, -7) for _ in range(10)])
print([random.randint(1, 6) for _ in range(20)])
print([random.randint(-3, 3) for _ in range(20)])
print([random.randint(0, 0) for _ in range(3)], random.randrange(1), random.randrange(7, 8))
print(random.randrange(2**64), random.randrange(2**64 + 1), random.randrange(2**100))
print(random.randrange(-(2**70), 2**70), random.randrange(2**70, 2**71, 2**60 + 3))
print(random.randrange(-(2**63), 2**63 - 1), random.randint(-(2**63), 2**63 - 1))
print(random.randint(2**63 - 5, 2**63 - 1), random.randint(2**100, 2**100 + 10))
print(random.randrange(0, 2**80, -1) if False else random.randrange(2**80, 0, -(2**40)))
print(random.randrange(True), random.randrange(False, True), random.randint(True, 5))
print(random.randrange(10.0), random.randrange(2.0, 12.0), random.randrange(0, 30, 3.0))
print(random.randint(1.0, 10.0), random.randrange(5, None), random.randrange(5, None, 1))
print(random.randrange(start=3, stop=9), random.randrange(0, step=2, stop=10))
print(random.randint(a=1, b=3), random.randint(1, b=100))

# Widths just around the bit-length thresholds.
for n in [1, 2, 3, 4, 5, 255, 256, 257, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 2**53, 2**63,
          2**64 - 1, 2**64]:
    print(n, random.randrange(n))


def attempt(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)


attempt(random.randrange, 0)
attempt(random.randrange, -5)
attempt(random.randrange, 5, 5)
attempt(random.randrange, 10, 5)
attempt(random.randrange, 0, 10, 0)
attempt(random.randrange, 0, 10, -1)
attempt(random.randrange, 10, 0, 1)
attempt(random.randrange, 2**70, 5)
attempt(random.randrange, 5, None, 2)
attempt(random.randrange, 5, None, True)
attempt(random.randrange, 1.5)
attempt(random.randrange, 0, 2.5)
attempt(random.randrange, 0, 10, 1.5)
attempt(random.randrange, "5")
attempt(random.randrange, "abc")
attempt(random.randrange, None)
attempt(random.randrange, float("inf"))
attempt(random.randrange, float("nan"))
attempt(random.randrange, 0, "a")
attempt(random.randrange, 0, [1])
attempt(random.randint, 5, 1)
attempt(random.randint, 1, 2.5)
attempt(random.randint, 1, "a")
attempt(random.randint, "a", 5)
attempt(random.randint, 1)
attempt(random.randint)
attempt(random.randint, 1, 2, 3)
attempt(random.randint, 1, 2, c=3)
attempt(random.randint, 1, a=3)
attempt(random.randrange)
attempt(random.randrange, 1, 2, 3, 4)
attempt(random.randrange, 1, start=2)
