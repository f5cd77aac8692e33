# Loops with two local targets (FOR_ITER_PAIR): enumerate, zip, dict items, lists and
# tuples of pairs, generators, unpacking errors, a dict changed meanwhile, 'for x, x'.
d = {'a': 1, 'b': 2, 'c': 3}
for k, v in d.items(): print(k, v)
for i, x in enumerate([5, 6, 7]): print(i, x)
for i, x in enumerate("ab"): print(i, x)
for i, x in enumerate(range(3), 10): print(i, x)
for a, b in [(1, 2), [3, 4], "xy", {5: 0, 6: 0}]: print(a, b)
for x, x in [(1, 2)]: print(x)
def g():
    yield 1, 2
    yield 3, 4
for a, b in g(): print(a + b)
print([a * b for a, b in zip([1, 2], [3, 4])])
print({k: v for k, v in d.items() if v > 1})
def f():
    for i, (a, b) in enumerate(d.items()): print(i, a, b)
    for a, b in [(1, 2, 3)]: pass
try:
    f()
except ValueError as e: print(e)
try:
    for a, b in [1]: pass
except TypeError as e: print(e)
try:
    for a, b in [(1,)]: pass
except ValueError as e: print(e)
try:
    for k, v in d.items(): d['z'] = 1
except RuntimeError as e: print(e)
class P:
    def __iter__(self): return iter([7, 8])
for a, b in [P()]: print(a, b)
for a, b in enumerate(2**64 + i for i in range(2)): print(a, b)
def h():
    n = 0
    for a, b in enumerate(range(10**6)): n += a + b
    return n
print(h())
def more():
    for a, b in [[1, 2], (3, 4)]: print(a, b)
    try:
        for a, b in [True, False]: print(a, b)
    except TypeError as e: print(e)
    try:
        for a, b in [(1, 2), (1, 2, 3)]: print(a, b)
    except ValueError as e: print(e)
    for a, b in ((1, 2), (3, 4)): print(a, b)
    for a, b in zip((1, 2, 3), range(10, 12)): print(a, b)
    for a, b in zip([1], (x for x in "ab")): print(a, b)
    try:
        for a, b in zip([1], [2], [3]): print(a, b)
    except ValueError as e: print(e)
    for a, b in enumerate(x * 2 for x in range(3)): print(a, b)
    for a, b in enumerate(range(3), -2): print(a, b)
    for a, b in enumerate([1, 2], 2**63 - 2): print(a, b)
    L = [(0, 0)]
    for a, b in L:
        if a < 3: L.append((a + 1, b - 1))
        print(a, b)
    for a, b in {1: 2}.items():
        print(a, b)
    it = iter([(1, 2), (3, 4)])
    for a, b in it:
        print(a, b, list(it))
    for i, (a, b) in enumerate(zip("xy", "zw")):
        for j, c in enumerate(a + b):
            if j: continue
            print(i, a, b, j, c)
    def gen():
        for i in range(3):
            yield i, i * i
    total = 0
    for a, b in gen():
        if a == 2: break
        total += b
    print(total)
    d = {i: -i for i in range(5)}
    try:
        for k, v in d.items():
            del d[k]
    except RuntimeError as e: print(e)
    for k, v in {}.items(): print(k)
    print([(b, a) for a, b in enumerate("abc")])
    print(sorted((v, k) for k, v in d.items()))
    for k, v in sorted({"b": 1, "a": 2}.items()): print(k, v)
more()
