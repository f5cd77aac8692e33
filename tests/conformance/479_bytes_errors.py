# The errors of bytes operators: concatenation with str, repetition by non-ints,
# item assignment, `in` with a str, comparisons with str, bad indices, ord.
b = b'abc'
tests = [
    lambda: b + 'd',
    lambda: 'd' + b,
    lambda: bytearray(b'x') + 'y',
    lambda: b + 1,
    lambda: b + [1],
    lambda: b * 'x',
    lambda: b * 1.5,
    lambda: b * b,
    lambda: b - b,
    lambda: b < 'abc',
    lambda: b > 1,
    lambda: 'a' in b,
    lambda: 256 in b,
    lambda: -1 in b,
    lambda: 1.0 in b,
    lambda: b['x'],
    lambda: b[1.0],
    lambda: b[3],
    lambda: b[-4],
    lambda: b.__setitem__(0, 1),
    lambda: b.__delitem__(0),
    lambda: b.append(1),
    lambda: ord(b''),
    lambda: ord(b'ab'),
    lambda: hash(bytearray(b'x')),
    lambda: len(5),
    lambda: -b,
    lambda: b.nosuch,
    lambda: iter(b) and next(iter(b''))
]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__, e)
print(ord(b'a'), ord(bytearray(b'\xff')), b == 'abc', b != 'abc', b == [97, 98, 99])
def f():
    b[0] = 1
try:
    f()
except TypeError as e:
    print(e)
