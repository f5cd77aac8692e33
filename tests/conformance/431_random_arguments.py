# Arguments bind as in CPython's Python-level methods: by position or keyword, with its
# messages for missing, extra, duplicate and unknown arguments; random() and
# getrandbits() are C methods there, with theirs.
import random

random.seed(0)
print(random.seed(a=1), random.random())
print(random.seed(1, version=2), random.random(), random.seed(1, 2), random.random())
print(random.choice(seq=[1, 2, 3]), random.shuffle(x=[1]), random.sample(population=[1, 2], k=1))
print(random.expovariate(lambd=1.0), random.paretovariate(alpha=2))
print(random.vonmisesvariate(mu=0, kappa=1), random.betavariate(alpha=1, beta=2))


def attempt(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except TypeError as e:
        print(type(e).__name__, e)


attempt(random.random, 1)
attempt(random.random, x=1)
attempt(random.seed, 1, 2, 3)
attempt(random.seed, b=1)
attempt(random.seed, 1, a=2)
attempt(random.getstate, 1)
attempt(random.setstate)
attempt(random.choice, 1, 2)
attempt(random.choice, sequence=[1])
attempt(random.choices)
attempt(random.choices, [1], [1], [1])
attempt(random.choices, [1], population=[1])
attempt(random.sample)
attempt(random.sample, [1], 1, [1])
attempt(random.sample, [1], 1, k=1)
attempt(random.uniform)
attempt(random.uniform, 1)
attempt(random.uniform, b=1)
attempt(random.triangular, 1, 2, 3, 4)
attempt(random.triangular, 1, low=2)
attempt(random.gauss, 1, 2, 3)
attempt(random.normalvariate, 1, 2, 3)
attempt(random.lognormvariate)
attempt(random.expovariate)
attempt(random.expovariate, 1, 2)
attempt(random.vonmisesvariate, 1)
attempt(random.gammavariate, alpha=1)
attempt(random.gammavariate, 1, 2, 3)
attempt(random.betavariate)
attempt(random.paretovariate)
attempt(random.weibullvariate, 1)
attempt(random.weibullvariate, 1, 2, gamma=3)
attempt(random.randrange, stop=5)
attempt(random.randint, 1, 2, a=1)
attempt(random.getrandbits, 1, 2)
print(random.random())
