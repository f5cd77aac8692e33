# Call sites that see instances of the modules' classes specialize, and still work
# when the callee changes kind (run with and without specialization).
from functools import lru_cache, partial
from operator import itemgetter, add


@lru_cache(maxsize=None)
def sq(x):
    return x * x


def plain(x):
    return -x


callees = [sq] * 30 + [plain, partial(add, 1), itemgetter(0), sq, len, sq]
out = []
for i, f in enumerate(callees):
    arg = [i] if f is itemgetter(0) else i
    try:
        out.append(f(arg))
    except TypeError:
        out.append(f([i]))
print(out[:5], out[30:], sq.cache_info())


def apply_all(fs, x):
    return [g(x) for g in fs]


getters = [itemgetter(0), itemgetter(1), itemgetter(0, 1)]
for _ in range(40):
    r = apply_all(getters, "xyz")
print(r)
adders = [partial(add, n) for n in range(5)]
total = 0
for _ in range(50):
    for a in adders:
        total = a(total)
print(total)


@lru_cache(maxsize=4)
def two(a, b):
    return a * 10 + b


acc = 0
for i in range(200):
    acc += two(i % 6, i % 3)
print(acc, two.cache_info())


@lru_cache(maxsize=None)
def none_args():
    return "x"


@lru_cache(maxsize=None)
def three(a, b, c):
    return a + b + c


s = ""
for i in range(30):
    s = none_args() + str(three(i % 2, 1, 2))
print(s, none_args.cache_info(), three.cache_info())
