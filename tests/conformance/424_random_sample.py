# sample: the pool (n small for k) or the set of picks (n large), exactly at random.py's
# threshold; counts; every kind of population; the errors.
import random

random.seed(5)
print(random.sample(range(10), 3), random.sample(range(10), 10), random.sample(range(10), 0))
print(random.sample([1, 2, 3, 4, 5], 5), random.sample("abcdefgh", 4), random.sample((9, 8, 7), 2))
print(random.sample(range(100), 5), random.sample(range(1000000), 8))
print(random.sample(range(10**12), 4), random.sample(range(-50, 50, 3), 6))
# setsize is 21 for k <= 5, then 21 + 4 ** ceil(log(3k, 4)): n on both sides of it.
for k in [1, 5, 6, 7, 21, 22, 50]:
    for n in [20, 21, 22, 84, 85, 86, 276, 277, 278, 1045, 1046]:
        if k <= n:
            s = random.sample(range(n), k)
            print(k, n, s[:6], len(set(s)) == k)
print(random.sample(range(5), k=3), random.sample(population=[1, 2, 3], k=2))
print(random.sample(["red", "blue"], counts=[4, 2], k=5))
print(random.sample("abc", 6, counts=[1, 2, 3]), random.sample(range(3), 10, counts=[5, 0, 5]))
print(random.sample([True, False], 3, counts=(2, 2)), random.sample(["x"], 1, counts=[True]))
print(random.sample(list(range(100)), 30))


class Stack(list):
    pass


print(random.sample(Stack([1, 2, 3, 4]), 2))
print(random.random())


def attempt(*args, **kw):
    try:
        print(random.sample(*args, **kw))
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)


attempt([1, 2], 3)
attempt([1, 2], -1)
attempt([], 1)
attempt([1, 2], 2.0)
attempt([1, 2], 5.0)
attempt([1, 2], "a")
attempt({1, 2}, 1)
attempt({1: 2}, 1)
attempt(5, 1)
attempt(x for x in [1])
attempt([1, 2])
attempt([1, 2], 1, 2)
attempt([1, 2], 1, count=[1, 1])
attempt([1, 2, 3], 2, counts=[1, 2])
attempt([1, 2, 3], 2, counts=[1, 2, 1.5])
attempt([1, 2, 3], 2, counts=[0, 0, 0])
attempt([1, 2, 3], 2, counts=[-1, 0, 0])
attempt([1, 2, 3], 20, counts=[1, 1, 1])
attempt([1, 2, 3], 2, counts=[])
attempt([], 0, counts=[])
attempt([1], 1, counts=5)
attempt([1, 2], 1, counts=["a", "b"])
print(random.random())
