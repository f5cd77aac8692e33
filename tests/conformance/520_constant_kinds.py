# Every kind of constant the compiler keeps, printed: what compiled code (.vmc) must give
# back exactly (tests/python.rs runs every program from its compiled form too).
print(0, -1, 9223372036854775807, -9223372036854775807 - 1)
print(123456789012345678901234567890, 0xffffffffffffffffffffffff, 0o7777777777777777777777777)
print(0b1111111111111111111111111111111111111111111111111111111111111111111)
print(-123456789012345678901234567890, -(2 ** 64))
print(0.1, -0.0, 1e-320, 1.7976931348623157e308, 2.5e-5, 1e16)
print(repr(-0.0), 1 / -0.0 if False else 'skip', 0.0 == -0.0)
print('', 'ascii', 'unicode é ü 😀', 'tab\tnewline\n'.strip(), "quote's")
print(b'', b'\x00\xff\x7f', b'bytes\n', len(b'\x00' * 3))
print((), (1,), (1, (2.5, 'x', (None, True, False))), ((((),),),))
print(None, True, False)
T = (1, 'a', b'b', 2.0, (3, (4, (5,))))
print(T[4][1][1][0], T.count(1), hash(T) == hash((1, 'a', b'b', 2.0, (3, (4, (5,))))))


def f(a, b=(1, 2), *args, c='k', d=-0.5, **kw):
    return a, b, args, c, d, sorted(kw.items())


def g(x, /, y=b'y', *, z=((),)):
    return x, y, z


print(f(0), f(0, 1, 2, c=3, e=4))
print(g(1), g(1, 2, z=3))
print([i * 0.5 for i in (1, 2, 3)], {k: k * 2 for k in 'ab'}, {1.5, -2})
print('%s-%d-%.2f' % ('s', 7, 2.345), f'{T[0]!r:>4}|{3.14159:.3}|{"x"}')
