# bytes as a sequence: len, indexing (ints), slicing (with steps), iteration, in,
# +, *, comparisons, hashing and dict/set keys, truthiness, unpacking.
b = b'hello world'
print(len(b), len(b''), b[0], b[-1], b[4], type(b[0]).__name__)
print(b[1:4], b[:3], b[6:], b[-5:], b[::2], b[::-1], b[1:9:3], b[10:2:-2], b[5:1], b[100:])
print(b[-100:3], b[3:-100], b[::-3])
for i in [0, 5, -1, -11]:
    print(i, b[i])
for i in [11, -12, 100]:
    try:
        b[i]
    except IndexError as e:
        print('IndexError', e)
print(list(b'abc'), [x for x in b'\x00\xff'], sum(b'\x01\x02\x03'), max(b'azb'), min(b'azb'))
print(tuple(bytes(range(5))), sorted(b'cab'))
print(104 in b, 0 in b, b'wor' in b, b'' in b, b'xyz' in b, bytearray(b'lo') in b)
print(b'ab' + b'cd', b'' + b'', b'ab' + bytearray(b'cd'), b'x' * 3, 3 * b'xy', b'ab' * 0, b'ab' * -1)
print(b'abc' == b'abc', b'abc' != b'abd', b'abc' < b'abd', b'ab' < b'abc', b'b' > b'abc', b'' <= b'', b'a' >= b'b')
print(b'abc' == bytearray(b'abc'), bytearray(b'a') < b'b', b'abc' == 'abc', b'1' == 1)
print(hash(b'abc') == hash(b'abc'), hash(b'') == hash(b''), hash(b'abc') == hash(b'ab' + b'c'))
d = {b'key': 1, b'other': 2}
d[b'k' + b'ey'] += 10
print(d, d[b'key'], b'other' in d, b'none' in d)
s = {b'a', b'a', b'b'}
print(len(s), b'a' in s)
print(bool(b''), bool(b'\x00'), not b'', b'' or b'default')
x, y, z = b'xyz'
print(x, y, z)
first, *rest = b'abcd'
print(first, rest)
print(sorted([b'b', b'a', b'ab', b'']), max([b'x', b'xy']), min(b'z', b'a'))
t = b'a'
t += b'b'
t *= 2
print(t)
print([b[i:i + 3] for i in range(0, len(b), 3)])
print(b.__class__ is bytes if hasattr(b, '__class__') else True, isinstance(b, bytes), isinstance(b, bytearray))
