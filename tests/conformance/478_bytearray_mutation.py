# bytearray is mutable: item and slice assignment (with steps), deletion, append,
# extend, pop, insert, remove, clear, copy, reverse, +=, *=; iteration sees changes.
ba = bytearray(b'hello')
ba[0] = 72
ba[-1] = ord('O')
print(ba, ba[0], ba[1:3], type(ba[1:3]).__name__)
ba[1:3] = b'EY'
print(ba)
ba[1:3] = b''
print(ba)
ba[1:1] = bytearray(b'123')
print(ba)
ba[:] = [104, 105]
print(ba)
ba[5:] = b'tail'
print(ba)
ba[::2] = b'XYZ'
print(ba)
ba[::-1] = ba
print(ba)
ba[0:2] = (x for x in [65, 66, 67])
print(ba)
del ba[0]
del ba[-1]
print(ba)
del ba[1:3]
print(ba)
del ba[::2]
print(ba)
ba = bytearray()
ba.append(1)
ba.append(255)
ba.extend(b'ab')
ba.extend([9, 8])
ba.extend(bytearray(b'!'))
ba.extend(x for x in range(3))
ba.extend(ba)
print(ba, len(ba))
print(ba.pop(), ba.pop(0), ba.pop(-2), ba)
ba.insert(0, 100)
ba.insert(100, 101)
ba.insert(-1, 102)
print(ba)
ba.remove(9)
print(ba)
c = ba.copy()
c.reverse()
print(c, ba == c, c is ba)
c.clear()
print(c, len(c), bool(c))
x = bytearray(b'ab')
y = x
x += b'cd'
print(x, y, x is y)
x *= 2
print(y, x is y)
z = x + b'!'
print(z, type(z).__name__, x * 0, 2 * bytearray(b'q'))
it = bytearray(b'abc')
out = []
for v in it:
    out.append(v)
    if v == 97:
        it.append(100)
print(out)
def setitem(i, v):
    ba[i] = v
def delitem(i):
    del ba[i]
for t in [lambda: setitem(0, 256), lambda: setitem(0, -1), lambda: setitem(0, b'a'),
          lambda: setitem(100, 1), lambda: ba.append(256), lambda: ba.append('a'), lambda: ba.extend(5),
          lambda: ba.extend('str'), lambda: ba.extend([1, 300]), lambda: bytearray().pop(), lambda: ba.pop(50),
          lambda: ba.remove(77), lambda: ba.insert(0, 999), lambda: hash(ba), lambda: {ba: 1}, lambda: ba[50],
          lambda: ba['x'], lambda: delitem(50)]:
    try:
        print(t())
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
try:
    ba[0:2] = 5
except TypeError as e:
    print('TypeError', e)
try:
    ba[::2] = b'toolongforit'
except ValueError as e:
    print('ValueError', e)
