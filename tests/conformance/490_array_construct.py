# array.array: construction from every kind of initializer, typecode, itemsize, repr
import array
from array import array as A


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(type(A('i')), array.ArrayType is A, isinstance(A('d'), A), isinstance([], A))
for tc in "bBhHiIlLqQfd":
    a = A(tc, [1, 2, 3])
    print(tc, a.typecode, a.itemsize, len(a), a, str(a), repr(A(tc)))
print(A('d', [1.0, 2.0]), A('i'), A('f', [0.5, -0.25]))
print(A('i', (4, 5, 6)), A('i', range(5)), A('i', range(10, 0, -3)))
print(A('d', (x * 0.5 for x in range(4))), A('q', iter([7, 8])))
print(A('l', {3: 'a', 1: 'b'}), A('H', [True, False]))
print(A('d', A('i', [1, 2])), A('i', A('i', [3, 4])), A('L', A('b', [5, 6])))
src = A('h', [1, 2])
copy = A('h', src)
copy.append(3)
print(src, copy)
show(lambda: A())
show(lambda: A(1))
show(lambda: A('ii'))
show(lambda: A(''))
show(lambda: A('x'))
show(lambda: A('i', 5))
show(lambda: A('i', [1], 3))
show(lambda: A('i', initializer=[1]))
show(lambda: A(typecode='i'))
show(lambda: A('i', 'abc'))
show(lambda: A('d', 'abc'))
show(lambda: A('i', [1, 'a']))
show(lambda: A('i', A('d', [1.0])))
show(lambda: A('i', None))
show(lambda: hash(A('i')))
print(bool(A('i')), bool(A('i', [0])), len(A('d', [1.0] * 7)))
for attr in ['typecode', 'itemsize', 'other']:
    try:
        setattr(A('i'), attr, 'd')
    except AttributeError as e:
        print('AttributeError', e)
try:
    A('i').other
except AttributeError as e:
    print('AttributeError', e)
