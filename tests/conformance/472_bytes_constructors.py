# bytes() and bytearray() from nothing, a count, an iterable of ints, bytes-like data
# and a str with an encoding; str(bytes, encoding); bytes.fromhex.
print(bytes(), bytes(0), bytes(3), bytes(True), bytes([]), bytes([0, 65, 255]))
print(bytes(range(65, 70)), bytes((1, 2)), bytes(b'copy'), bytes(bytearray(b'ba')))
print(bytes(x * 2 for x in range(4)), bytes(iter([66, 67])), bytes({7: 'a'}))
print(bytes('héllo', 'utf-8'), bytes('abc', 'ascii'), bytes('é', 'latin-1'), bytes('x', encoding='utf8'))
print(bytes(source='kw', encoding='utf-8'), bytes('a€b', 'ascii', 'replace'), bytes('a€b', 'ascii', errors='ignore'))
print(bytearray(), bytearray(2), bytearray([1, 2]), bytearray(b'xy'), bytearray('ü', 'utf-8'))
print(bytearray(x for x in b'gen'), bytearray(bytearray(b'nested')))
print(str(b'caf\xc3\xa9', 'utf-8'), str(b'caf\xe9', 'latin-1'), str(b'abc', encoding='ascii'))
print(str(b'a\xffb', 'utf-8', 'replace'), str(b'a\xffb', errors='ignore'), str(bytearray(b'ba'), 'ascii'))
print(str(b'x'), str(bytearray(b'y')), repr(str(b'')))
print(bytes.fromhex(''), bytes.fromhex('00ff10'), bytes.fromhex('de ad  BE ef'), bytes.fromhex(' 41\n42 '))
print(bytearray.fromhex('4142'), type(bytearray.fromhex('')).__name__)
tests = [
    lambda: bytes(-1),
    lambda: bytes('abc'),
    lambda: bytes(1.5),
    lambda: bytes(None),
    lambda: bytes([256]),
    lambda: bytes([-1]),
    lambda: bytes(['a']),
    lambda: bytes([1.0]),
    lambda: bytes(b'x', 'utf-8'),
    lambda: bytes(3, errors='strict'),
    lambda: bytes(encoding='utf-8'),
    lambda: bytes('x', 'no-such-codec'),
    lambda: bytes('x', 5),
    lambda: bytearray([300]),
    lambda: bytearray('abc'),
    lambda: bytearray(-2),
    lambda: str(b'x', 'bogus'),
    lambda: str('already', 'utf-8'),
    lambda: str(5, 'utf-8'),
    lambda: bytes.fromhex('0'),
    lambda: bytes.fromhex('zz'),
    lambda: bytes.fromhex('12 3'),
    lambda: bytes.fromhex(12),
]
for t in tests:
    try:
        print(t())
    except (TypeError, ValueError, LookupError) as e:
        print(type(e).__name__, e)
print(int(b'42'), int(b' -7\n'), int(bytearray(b'1_000')), int(b'ff', 16), int(b'0x1f', 0), float(b'2.5'), float(b' -1e3 '), float(bytearray(b'inf')))
for t in [lambda: int(b'x'), lambda: int(b'4.5'), lambda: int(b'\xff'), lambda: int(b'12', 2), lambda: float(b'nope'), lambda: float(b'\xe9')]:
    try:
        print(t())
    except ValueError as e:
        print('ValueError', e)
