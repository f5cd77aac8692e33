# gauss (Box-Muller, with the second deviate kept in gauss_next), normalvariate (Kinderman
# and Monahan), lognormvariate: defaults, keywords, int and float parameters.
import random

random.seed(1234)
print([random.gauss() for _ in range(6)])
print(random.gauss(10, 2), random.gauss(10, 2), random.gauss(mu=-3, sigma=0.5), random.gauss(sigma=0))
print(random.gauss(0, -1), random.gauss(100), random.gauss(2**60, 1))
print([random.normalvariate() for _ in range(4)])
print(random.normalvariate(5, 3), random.normalvariate(mu=1), random.normalvariate(sigma=10))
print(random.normalvariate(0, 0), random.normalvariate(-2**40, 2))
print(random.lognormvariate(0, 1), random.lognormvariate(2, 0.5), random.lognormvariate(0, 0))
print(random.lognormvariate(mu=-1, sigma=0.25), random.lognormvariate(1, 1))

# gauss_next: the second deviate of a pair comes from the first call's draws.
random.seed(77)
pair = (random.gauss(), random.gauss())
random.seed(77)
first = random.gauss()
r = random.random()
second = random.gauss()
print(pair[0] == first, pair[1] == second, r)
random.seed(77)
random.gauss()
random.seed(77)
print(random.gauss() == pair[0])
print(random.random())


def attempt(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)


attempt(random.gauss, "a", 1)
attempt(random.gauss, 0, "s")
attempt(random.gauss, 0, [1])
attempt(random.normalvariate, 0, "a")
attempt(random.normalvariate, None)
attempt(random.lognormvariate, 1000, 1)
attempt(random.lognormvariate, 0)
attempt(random.lognormvariate, "a", 1)
attempt(random.gauss, 1, 2, 3)
attempt(random.gauss, m=1)
print(random.random())
