# random.SystemRandom: a Random drawing from the operating system; seed() does nothing,
# getstate()/setstate() refuse; only types and ranges can be checked.
import random

S = random.SystemRandom
r = S()
print(S.__name__, S.__module__, issubclass(S, random.Random), isinstance(r, random.Random))
print(type(r).__name__, repr(r).startswith("<random.SystemRandom object at 0x"))
print(S.__bases__ == (random.Random,), "SystemRandom" in random.__all__, "randbytes" in random.__all__)
print(S(5) is not S(5), type(S("seed")).__name__, type(S([1])).__name__, type(S(x=3)).__name__)

ok = True
for _ in range(200):
    x = r.random()
    ok = ok and type(x) is float and 0.0 <= x < 1.0
    i = r.randint(-3, 3)
    ok = ok and type(i) is int and -3 <= i <= 3
    ok = ok and r.randrange(10, 20, 3) in (10, 13, 16, 19)
    ok = ok and r.choice("abc") in "abc"
    ok = ok and 0 <= r.getrandbits(5) < 32
    ok = ok and 0 <= r.getrandbits(k=64) < 2 ** 64
    ok = ok and 0 <= r.getrandbits(200) < 2 ** 200
    ok = ok and 2.0 <= r.uniform(2, 3) <= 3.0
    ok = ok and 0 <= r.randrange(10 ** 30) < 10 ** 30
print("ranges", ok)
print(r.getrandbits(0), r.randbytes(0), len(r.randbytes(33)), type(r.randbytes(3)).__name__)
print(type(r.gauss()).__name__, type(r.gauss(5, 2)).__name__, type(r.normalvariate()).__name__)
print(type(r.expovariate(2)).__name__, type(r.betavariate(2, 3)).__name__, type(r.gammavariate(2, 3)).__name__)
print(type(r.triangular()).__name__, type(r.vonmisesvariate(1, 2)).__name__, type(r.paretovariate(2)).__name__)
print(type(r.weibullvariate(1, 2)).__name__, type(r.lognormvariate(0, 1)).__name__)
items = list(range(20))
r.shuffle(items)
print(sorted(items) == list(range(20)), len(set(r.sample(range(100), 10))), len(r.choices("ab", k=7)))
print(sorted(r.sample(["x", "y", "z"], 3)), r.choices([1], cum_weights=[3], k=2))
print(r.seed(), r.seed(1, 2, 3, a=4), r.seed(5))

# A seeded Random is unchanged by SystemRandom draws.
a = random.Random(3)
first = [a.random() for _ in range(3)]
r.random()
b = random.Random(3)
print(first == [b.random() for _ in range(3)])


def attempt(f, *args, **kwargs):
    try:
        print("ok", repr(f(*args, **kwargs)))
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(r.getstate)
attempt(r.setstate, (3, (), None))
attempt(r.getrandbits, -1)
attempt(r.getrandbits, 1.5)
attempt(r.getrandbits, "a")
attempt(r.getrandbits)
attempt(r.randbytes, -1)
attempt(r.randbytes, 1.5)
attempt(r.randbytes)
attempt(r.random, 1)
attempt(r.random, x=1)
attempt(S, 1, 2)
attempt(r.randint, 5, 1)
attempt(r.choice, [])


class Dice(random.SystemRandom):
    def roll(self):
        return self.randint(1, 6)


d = Dice()
print(all(1 <= d.roll() <= 6 for _ in range(50)), isinstance(d, random.SystemRandom))
