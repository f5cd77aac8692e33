# choices: floor(random() * n) without weights, bisection of the cumulative weights
# otherwise (ints, floats, mixed); k; the errors.
import random

random.seed(8)
print(random.choices([1, 2, 3]), random.choices("abc", k=10), random.choices(range(7), k=5))
print(random.choices([1, 2, 3], k=0), random.choices([1, 2, 3], k=-4), random.choices([], k=0))
print(random.choices(["a", "b", "c"], [10, 1, 1], k=10))
print(random.choices(["a", "b", "c"], weights=[0.1, 0.7, 0.2], k=10))
print(random.choices(["a", "b", "c"], [1, 2.5, 0], k=10))
print(random.choices("xyz", cum_weights=[1, 2, 10], k=10))
print(random.choices("xyz", cum_weights=(0.5, 0.5, 1.0), k=10))
print(random.choices(range(4), [0, 0, 0, 1], k=5), random.choices([5], [3], k=3))
print(random.choices([1, 2], [2**70, 1], k=6), random.choices([1, 2], [True, True], k=4))
print(random.choices(population=(1, 2, 3), weights=None, cum_weights=None, k=2))
print(random.choices(list(range(1000)), k=8), random.choices(range(10**9), k=3))
w = [i * i for i in range(50)]
print(random.choices(range(50), w, k=15))
print(random.choices("ab", k=True), random.choices("ab", k=False))
print(random.random())


def attempt(*args, **kw):
    try:
        print(random.choices(*args, **kw))
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)


attempt([], k=1)
attempt([], [], k=1)
attempt([], cum_weights=(), k=1)
attempt([1, 2], 3)
attempt([1, 2], True)
attempt([1, 2], k=2.0)
attempt([1, 2], k="a")
attempt([1], [1], cum_weights=[1])
attempt([1], [0])
attempt([1, 2], [0, 0])
attempt([1], [-1])
attempt([1], [float("inf")])
attempt([1], [float("nan")])
attempt([1], [1, 2])
attempt([1], cum_weights=(x for x in [1]))
attempt([1, 2], ["a", "b"])
attempt([1, 2], [None, 1])
attempt(5)
attempt({1, 2}, k=1)
attempt()
attempt([1], [1], 1)
attempt([1], wieghts=[1])
print(random.random())
