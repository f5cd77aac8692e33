# random.Random: instances own their generators (independent of the module's and of each
# other), seeded like the module; every method on an instance; subclasses.
import random

r = random.Random(42)
random.seed(42)
print(r.random() == random.random(), r.random())
a = random.Random(7)
b = random.Random(7)
print([a.randint(1, 100) for _ in range(5)], [b.randint(1, 100) for _ in range(5)])
a.seed(8)
print(a.random(), b.random())
c = random.Random("a string seed")
print(c.random(), c.getrandbits(70), c.randrange(0, 100, 5))
d = random.Random(x=3.5)
print(d.random(), random.Random(-2**80).random(), random.Random(True).random())
e = random.Random()
f = random.Random(None)
print(e.random() != f.random())

g = random.Random(2020)
print(g.choice("abcdef"), g.choices(range(10), k=4), g.sample(range(50), 5))
xs = list(range(10))
g.shuffle(xs)
print(xs)
print(g.uniform(1, 2), g.triangular(0, 1, 0.2), g.gauss(), g.gauss(5, 1), g.normalvariate())
print(g.lognormvariate(0, 1), g.expovariate(3), g.vonmisesvariate(0, 2))
print(g.gammavariate(0.5, 1), g.gammavariate(3, 1), g.betavariate(2, 2))
print(g.paretovariate(2), g.weibullvariate(1, 1.5), g.randint(-5, 5), g.randrange(9))
st = g.getstate()
one = g.random()
g.setstate(st)
print(g.random() == one, st[0], len(st[1]))

# The module's stream is untouched by instances.
random.seed(1)
m1 = random.random()
random.seed(1)
h = random.Random(1)
h.random()
h.random()
print(random.random() == m1)

print(isinstance(r, random.Random), type(r) is random.Random, random.Random.VERSION)
print(type(r).__name__, r.VERSION)


class Dice(random.Random):
    def roll(self):
        return self.randint(1, 6)


d6 = Dice(99)
print([d6.roll() for _ in range(10)], isinstance(d6, random.Random))


class Seeded(random.Random):
    def __init__(self, n):
        super().__init__(n * 2)
        self.n = n


s = Seeded(21)
print(s.n, s.random() == random.Random(42).random())

# Methods looked up on the class take the instance first.
k = random.Random(5)
print(random.Random.random(k) == random.Random(5).random())
bound = k.randint
print(bound(1, 10), bound(1, 10))


def attempt(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)


attempt(random.Random, 1, 2)
attempt(random.Random, [1])
attempt(random.Random, y=1)
attempt(k.random, 1)
attempt(k.randint, 1)
attempt(k.choice, [])


# A subclass whose __init__ skips Random's still draws (seeded from the system until
# seeded); Random's methods refuse other objects and leave them intact.
class NoInit(random.Random):
    def __init__(self):
        self.k = 1


n = NoInit()
print(0 <= n.random() < 1, n.k)
n.seed(4)
print(n.random() == random.Random(4).random())


class Stack(list):
    pass


st = Stack([1, 2, 3])
attempt(random.Random.random, st)
attempt(random.Random.random, 5)
print(st, len(st))
