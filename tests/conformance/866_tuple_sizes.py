# Tuples of every small size (0-4 items) made every way the interpreter makes them:
# literals, *args, tuple(), dict items, enumerate, zip, slicing, concatenation; their
# items, comparisons, hashing, unpacking, and the shared empty tuple.


def star(*args):
    return args


def wrap(*args, **kw):
    return star(*args, **kw)


def show(t):
    print(type(t).__name__, len(t), t, hash(t) == hash(tuple(list(t))), bool(t))


E = ()
x = 7
y = "s"
for t in [(), (x,), (x, y), (x, y, 3.5), (x, y, 3.5, None)]:
    show(t)
    show(t[1:])
    show(t + (1,))
    show(t * 2)
    print(list(t), t == tuple(t), t < t + (0,), t[::-1])

for n in range(5):
    args = list(range(n))
    a = star(*args)
    b = wrap(*args)
    show(a)
    print(a == b, a is E if n == 0 else a is not E, tuple(args) == a)

print(star() is E, tuple() is E, tuple([]) is E, tuple(E) is E)

d = {"a": 1, "b": [2], "c": (3,)}
for k, v in d.items():
    print(k, v)
print(list(d.items()), sorted(d.items()))
items = list(d.items())
print(items[1][1] is d["b"], items[2][1] is d["c"])
print(list(enumerate("xyz")), list(zip("ab", [1, 2])), list(zip("ab")))
print(dict([(1, 2), (3, 4)]), {(1, 2): "p", (1,): "s"}[(1,)])

# Pairs holding containers, compared and sorted (the lists inside are shared).
shared = [1]
pairs = [(shared, i) for i in range(3)]
print(pairs, pairs[0][0] is pairs[2][0], sorted(pairs, key=lambda p: -p[1]))
shared.append(2)
print(pairs)

# A pair that holds a list that holds the pair: freed by the cycle collector.
import gc

lst = []
p = (lst, 1)
lst.append(p)
del p, lst
print(gc.collect() >= 0)

# Deep nests of pairs and singles free without overflowing the stack.
t = ()
for i in range(100000):
    t = (t, i)
print(t[1], t[0][1])
del t
s = None
for i in range(100000):
    s = (s,)
print(type(s[0]).__name__)
del s
print("done")
