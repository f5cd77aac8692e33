# array.array's operators: +, *, +=, *=, comparisons (element-wise, across typecodes),
# in, len, bool, iteration by builtins; their errors
from array import array


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


a = array('i', [1, 2, 3])
b = array('i', [4])
print(a + b, b + a, a + array('i'), a * 2, 2 * a, a * 0, a * -3, True * b, array('d') * 5)
show(lambda: a + [1])
show(lambda: [1] + a)
show(lambda: a + array('d', [1.0]))
show(lambda: a + array('l', [1]))
show(lambda: a * 1.5)
show(lambda: a * 'x')
show(lambda: a * a)
show(lambda: 1 + a)
show(lambda: a - a)
show(lambda: a * (2**100))
c = a
c += b
print(c, a, c is a)
c *= 2
print(c, a, c is a)
c *= 0
print(c, a)
d = array('d', [1.5])
e = d
d += d
print(d, e is d)


def iadd(x, y):
    x += y
    return x


show(lambda: iadd(array('i'), [1]))
show(lambda: iadd(array('i'), array('b')))

x = array('i', [1, 2, 3])
tests = [array('i', [1, 2, 3]), array('i', [1, 2]), array('i', [1, 2, 4]), array('d', [1.0, 2.0, 3.0]),
         array('d', [1.0, 2.5]), array('b', [1, 2, 3, 0]), array('Q', [2**64 - 1]), array('i')]
for y in tests:
    print(y.typecode, x == y, x != y, x < y, x <= y, x > y, x >= y)
print(array('d', [float('nan')]) == array('d', [float('nan')]), array('d', [1.0]) == array('f', [1.0]))
print(array('f', [0.1]) == array('d', [0.1]), x == [1, 2, 3], x != (1, 2, 3), x == x)
show(lambda: x < [1, 2])
show(lambda: x >= 5)
print([array('i', [1])] == [array('b', [1])], (array('d', [2.0]),) < (array('i', [3]),))

print(2 in x, 5 in x, 2.0 in x, 2.5 in x, 'a' in x, None in x, True in x, 1 not in x)
print(2**64 - 1 in array('Q', [2**64 - 1]), 0.5 in array('f', [0.5]), 0.1 in array('f', [0.1]))
print(len(x), bool(x), bool(array('d')), list(x), tuple(x), sum(x), max(x), min(x), sorted(array('d', [3, 1, 2])))
print(list(reversed(x)), list(enumerate(array('B', [7, 8]))), list(zip(x, 'abc')), set(array('b', [1, 1, 2])))
print(' '.join(str(v) for v in array('d', [0.5, 1.5])), [v * 2 for v in x], dict(zip(array('h', [4, 5]), 'ab')))
show(lambda: hash(x))
show(lambda: {x: 1})
show(lambda: {x})
for n in [2**62, 2**63 - 1]:
    try:
        print(len(array('d', [0.0, 1.0]) * n))
    except MemoryError as e:
        print('MemoryError', e)
