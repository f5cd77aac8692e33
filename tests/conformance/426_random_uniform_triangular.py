# uniform and triangular: ints, floats, big ints, reversed bounds, inf; the generic
# arithmetic's errors, after the same draws as CPython.
import random

random.seed(2718)
print([random.uniform(0, 1) for _ in range(4)])
print(random.uniform(1, 10), random.uniform(2.5, 3.5), random.uniform(-1e9, 1e9))
print(random.uniform(10, 1), random.uniform(5, 5), random.uniform(0, 2**80), random.uniform(True, 3))
print(random.uniform(0, float("inf")), random.uniform(-1.5, 0))
print(random.uniform(a=1, b=2), random.uniform(3, b=4))
print(random.triangular(), random.triangular(0, 10), random.triangular(0, 10, 2))
print(random.triangular(0, 10, 10), random.triangular(0, 10, 0), random.triangular(10, 0, 3))
print(random.triangular(1, 1, 1), random.triangular(5, 5), random.triangular(2.0, 2.0, 9))
print(random.triangular(low=3, high=4, mode=3.9), random.triangular(mode=0.2))
print([round(random.triangular(0, 1, 0.3), 6) for _ in range(5)])
print(random.random())


def attempt(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except (TypeError, ValueError, ZeroDivisionError, OverflowError) as e:
        print(type(e).__name__, e)


attempt(random.uniform, "a", "b")
attempt(random.uniform, 1, "b")
attempt(random.uniform, None, 1)
attempt(random.uniform, 0, 10**400)
attempt(random.uniform, 1)
attempt(random.uniform, 1, 2, 3)
attempt(random.triangular, 0, 1, 5)
attempt(random.triangular, 0, 1, -5)
attempt(random.triangular, "a", 1)
attempt(random.triangular, 0, 1, "m")
attempt(random.triangular, 0, 1, 0.5, 4)
print(random.random())
