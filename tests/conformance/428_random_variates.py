# expovariate, vonmisesvariate, gammavariate (all three algorithms), betavariate,
# paretovariate, weibullvariate: seeded streams and their errors.
import random

random.seed(4242)
print([random.expovariate(1) for _ in range(4)])
print(random.expovariate(0.5), random.expovariate(10), random.expovariate(-2), random.expovariate(lambd=3))
print([random.vonmisesvariate(0, 1) for _ in range(3)])
print(random.vonmisesvariate(1, 4), random.vonmisesvariate(3.14, 0.5), random.vonmisesvariate(0, 0))
print(random.vonmisesvariate(0, 1e-7), random.vonmisesvariate(-10, 50), random.vonmisesvariate(100, 2))
for alpha in [0.01, 0.1, 0.5, 0.9, 1, 1.0, 1.5, 2, 20, 200]:
    print(alpha, random.gammavariate(alpha, 1), random.gammavariate(alpha, 2.5))
print(random.gammavariate(alpha=3, beta=2), random.gammavariate(2**10, 1))
print([random.betavariate(2, 3) for _ in range(3)])
print(random.betavariate(0.5, 0.5), random.betavariate(1, 1), random.betavariate(10, 1))
print(random.betavariate(0.01, 5), random.betavariate(alpha=5, beta=0.01))
print([random.paretovariate(3) for _ in range(3)])
print(random.paretovariate(1), random.paretovariate(0.5), random.paretovariate(-2), random.paretovariate(2**70))
print([random.weibullvariate(1, 2) for _ in range(3)])
print(random.weibullvariate(2, 0.5), random.weibullvariate(1, 1), random.weibullvariate(-1, 3))
print(random.weibullvariate(alpha=0.5, beta=5))
print(random.random())


def attempt(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except (TypeError, ValueError, ZeroDivisionError, OverflowError) as e:
        print(type(e).__name__, e)


attempt(random.expovariate, 0)
attempt(random.expovariate, 0.0)
attempt(random.expovariate, "a")
attempt(random.expovariate)
attempt(random.vonmisesvariate, 0, "a")
attempt(random.vonmisesvariate, "a", 1)
attempt(random.vonmisesvariate, "a", 0)
attempt(random.gammavariate, 0, 1)
attempt(random.gammavariate, 1, 0)
attempt(random.gammavariate, -1, -1)
attempt(random.gammavariate, "a", 1)
attempt(random.gammavariate, 1, "b")
attempt(random.gammavariate, 2, [1])
attempt(random.betavariate, 0, 1)
attempt(random.betavariate, 1, 0)
attempt(random.betavariate, 1, -1)
attempt(random.paretovariate, 0)
attempt(random.paretovariate, "a")
attempt(random.weibullvariate, 1, 0)
attempt(random.weibullvariate, "a", 1)
attempt(random.weibullvariate, 1)
print(random.random())
