# Unpacking an iterator takes at most one item more than the targets (CPython's
# unpack_iterable): the rest stays in the iterator, an endless one ends in ValueError.
def g():
    for i in range(5):
        print("yield", i)
        yield i
it = g()
try:
    a, b = it
except ValueError as e:
    print(e)
print(list(it))
try:
    a, b = iter(int, 1)  # endless: int() is never 1
except ValueError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
it = g()
try:
    for x, y in [it]: pass
except ValueError as e:
    print(e)
print(next(it))
def endless():
    n = 0
    while True:
        n += 1
        yield n
try:
    a, b, c, d = endless()
except ValueError as e: print(e)
a, b = "xy"; print(a, b)
a, b = {1: 2, 3: 4}; print(a, b)
try:
    a, b = range(10**12)
except ValueError as e: print(e)
try:
    a, b, c = "x" * 10**7
except ValueError as e: print(e)
for bad in (5, int, None, 2.5):
    try:
        a, b = bad
    except TypeError as e: print(e)
class Seq:
    def __getitem__(self, i):
        print("getitem", i)
        if i < 5: return i * 10
        raise IndexError
try:
    a, b = Seq()
except ValueError as e: print(e)
a, b, c, d, e = Seq(); print(a, e)
class It:
    def __iter__(self):
        yield 1
        yield 2
        print("third requested")
        yield 3
try:
    x, y = It()
except ValueError as e: print(e)
class NotIt: pass
try:
    x, y = NotIt()
except TypeError as e: print(e)
def f():
    it = iter(range(10))
    a, b, c = it, 1, 2
    try:
        a, b, c = it
    except ValueError as e: print(e)
    print(next(it))
    a, b, c = iter([1, 2, 3]); print(a, b, c)
    try:
        a, b, c = iter([1, 2])
    except ValueError as e: print(e)
    p, q, r = (x for x in "abc"); print(p, q, r)
    try:
        p, q, r, s = (x for x in "abc")
    except ValueError as e: print(e)
f()
