# %-formatting of bytes and bytearray (PEP 461): %b/%s of bytes-like objects and
# __bytes__, %r/%a as ascii(), %c of an int or a byte, numbers as for str, mappings with
# bytes keys, * widths, CPython's errors; str's %a and '!a' escape as ascii() too.
import array
class B:
    def __bytes__(self): return b'BB'
class BadB:
    def __bytes__(self): return 'no'
class S:
    def __str__(self): return 'S'
    def __repr__(self): return 'R\xe9'
tests = [
 (b'%d %s', (1, b'x')), (b'%b', b'abc'), (b'%s', bytearray(b'ab')), (b'%s', 'str'), (b'%b', 5), (b'%s', B()), (b'%b', S()), (b'%r', '\xe9'), (b'%a', '\xe9'), (b'%r', b'x'), (b'%r', S()), (b'%a', S()),
 (b'%c', 65), (b'%c', b'A'), (b'%c', bytearray(b'A')), (b'%c', 256), (b'%c', -1), (b'%c', 'A'), (b'%c', b'AB'), (b'%c', 2**70), (b'%c', 1.5),
 (b'%5s|%-5b|%.2s', (b'ab', b'cd', b'efgh')), (b'%05d %+d % d %x %X %o %#x %#o %e %f %g %5.1f %-6d|', (42, 5, 3, 255, 255, 8, 255, 8, 1.5, 2.5, 0.1, 3.14159, 7)),
 (b'%(a)s %(b)d', {b'a': b'A', b'b': 2}), (b'%(a)s', {'a': b'A'}), (b'%(a)s', 5), (b'%s %s', (b'a',)), (b'%s', (b'a', b'b')), (b'%y', 1), (b'abc%', ()), (b'%(a', {}),
 (b'%d', 'x'), (b'%x', 1.5), (b'%f', 'x'), (b'%s', None), (b'%%', ()), (b'x', ()), (b'x', 5), (b'x', [1]), (b'x', {}), (b'%s', [b'a']), (b'%s', array.array('b', [65, 66])),
 (b'\xff%s\x00', b'\xfe'), (b'%*d|%.*f', (5, 1, 2, 3.14159)), (b'%d', True), (b'%s', b''), (b'%i %u', (3, 4)), (b'%c', True),
 (b'x', b'y'), (b'x', bytearray(b'y')), (b'x', 'y'), (b'%*d', ('a', 1)), (b'%.*f', (-2, 1.5)), (b'%*d', (-4, 1)), (b'%(a)s', b'y'), (b'%a', 'x\u20ac\U0001f600'), (b'%s', BadB()), (b'%s %r', (B(), [S(), b'\x00'])),
 (b'%\xe9', 1), (b'%08.3f|%-8x|%+05d', (3.14159, 255, 7)), (b'%(x)s%(x)r', {b'x': b'\xff'}), (b'%10r', 'ab'),
]
for f, a in tests:
    try: print(f, '->', f % a)
    except Exception as e: print(f, '->', type(e).__name__, e)
for f, a in [(bytearray(b'%d-%s'), (1, b'z')), ('%a', '\xe9'), ('%y', 1), ('%*d', (3, 1)), ('abc%', ()), ('x', b'y'), ('%\xe9', 1), ('%a', ['\xe9', 'x\u20ac\U0001f600']), ('{!a}', '\xe9'), ('%(a)s', 'y'), ('%*d', (2**70, 1)), ('%-*d|', (3, 1)), ('%.*s', (2, 'abc'))]:
    try:
        r = f.format(a) if '{' in f else f % a
        print(repr(f), '->', repr(r), type(r).__name__)
    except Exception as e: print(repr(f), '->', type(e).__name__, e)
x = b'%s'; x %= b'q'; print(x)
y = bytearray(b'%d'); y %= 5; print(y)
