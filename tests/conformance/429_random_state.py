# getstate/setstate: the tuple's shape, round trips (gauss_next included), version 2
# states, and CPython's errors for bad states.
import random

random.seed(100)
state = random.getstate()
print(type(state).__name__, len(state), state[0], len(state[1]), state[1][-1], state[2])
print(state[1][:4], all(0 <= w < 2**32 for w in state[1]))
a = [random.random() for _ in range(700)]
random.setstate(state)
b = [random.random() for _ in range(700)]
print(a == b, a[-1])
random.seed(100)
random.gauss()
s2 = random.getstate()
print(type(s2[2]).__name__)
g = random.gauss()
random.setstate(s2)
print(random.gauss() == g)
# Version 2 states: signed words are taken modulo 2**32.
random.seed(3)
v3 = random.getstate()
words = tuple(w - 2**32 if w >= 2**31 else w for w in v3[1][:-1]) + (v3[1][-1],)
x = random.random()
random.setstate((2, words, None))
print(random.random() == x)
random.setstate((3, (1,) * 624 + (624,), None))
print(random.random(), random.getrandbits(32))
random.setstate((3, (2**32 + 5,) * 624 + (0,), 1.5))
print(random.random(), random.gauss(), random.gauss())
random.setstate(state=state)
print(random.random() == a[0])


def attempt(*args, **kw):
    try:
        print(random.setstate(*args, **kw))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)


attempt(5)
attempt((3, 5, None))
attempt((3, (1,) * 10, None))
attempt((3, (1.0,) * 625, None))
attempt((3, (-1,) * 625, None))
attempt((3, (2**64,) * 625, None))
attempt((3, (1,) * 624 + (625,), None))
attempt((3, (1,) * 624 + (-1,), None))
attempt((4, (1,) * 625, None))
attempt(("x", (1,) * 625, None))
attempt((3, 1))
attempt((3, 1, 2, 3))
attempt([3, list(state[1]), None])
attempt()
print(random.random() == a[1])
