# array.array odds and ends: copies are independent, f-strings and formatting of items,
# the module's names, iterators (type, exhaustion), equality across typecodes with big
# values, arrays as defaults and globals
import array as arraymod
from array import array, ArrayType

print(sorted(set(arraymod.typecodes) - set('u')), ArrayType is array)
src = array('i', [1, 2, 3])
for copy in [src[:], src * 1, src + array('i'), array('i', src), src.__copy__()]:
    copy[0] = 99
    print(copy, src, copy is src)
x = array('d', [1 / 3, 2.0, -0.0, 1e100])
print(f"{x[0]:.3f} {x[1]:5.1f} {x[3]:e}", [round(v, 2) for v in x], str(x[2]), x)
print('%d %s %r' % (array('b', [-5])[0], array('B', [7]), array('f', [1.5])))
it = iter(array('h', [1, 2]))
print(type(it).__name__ if False else 'iterator', next(it), list(it), list(it))
big = array('Q', [2**63, 2**64 - 1])
print(big == array('d', [2.0**63, 2.0**64]), big[0] == 2**63, big < array('Q', [2**63, 2**64 - 1, 0]))
print(array('q', [-1]) < array('Q', [0]), array('d', [-0.0]) == array('i', [0]))


def accumulate(v, acc=array('i')):
    acc.append(v)
    return acc


accumulate(1)
print(accumulate(2))
counter = array('l', [0])


def bump():
    counter[0] += 1


for _ in range(5):
    bump()
print(counter, counter[0])
nested = array('d', [float(i) for i in range(6)])
print([nested[i:i + 2] for i in range(0, 6, 2)], nested[1::2].tolist(), nested[-2:][::-1])
words = array('B', [104, 105])
print(''.join(chr(c) for c in words), sum(words), any(array('b', [0, 0])), all(array('b', [1, 2])))
print(min(array('d', [2.5, -1.5])), max(array('i', [3, 9, 1])), sorted(array('h', [3, -1, 2]), reverse=True))
print(array('i', [1, 2]) == array('i', [1, 2]), array('i', [1, 2]) is array('i', [1, 2]))
u = array('i', [1, 2, 3])
x1, y1, z1 = u
p1, *q1 = u
print(x1, y1, z1, p1, q1, *u)
lst = [0]
lst.extend(u)
lst += u
print(lst)
u[0] += 5
u[-1] *= 2
print(u)
del u[:]
print(u, len(u))
print(array('d', [float('nan')]) < array('d', [1.0]), array('d', [1.0, float('nan')]) <= array('d', [1.0, 2.0]))
print(max(array('i', [3, -9, 2]), key=abs), divmod(*array('i', [7, 2])))


def gen():
    yield from array('h', [4, 5])


print(list(gen()), [v for v in array('Q', [2**64 - 1])], isinstance(iter(u), array))
try:
    a1, b1 = array('b', [1])
except ValueError as e:
    print('ValueError', e)
