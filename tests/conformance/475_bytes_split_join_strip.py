# split/rsplit (whitespace or a separator, maxsplit), join, strip/lstrip/rstrip,
# replace, partition/rpartition and splitlines of bytes and bytearray.
b = b'  one two\tthree\n four  '
print(b.split(), b.split(None, 1), b.split(maxsplit=2), b.rsplit(), b.rsplit(None, 1), b.rsplit(maxsplit=0))
print(b'a,b,,c'.split(b','), b'a,b,,c'.split(b',', 1), b'a,b,,c'.rsplit(b',', 1), b'a,b,,c'.split(sep=b',', maxsplit=-1))
print(b''.split(), b''.split(b','), b'   '.split(), b'abc'.split(b'abc'), b'a::b::c'.split(b'::'), b'x'.split(b'x', 0))
print(b'\x0b\x0cv\x1cw'.split(), bytearray(b'p q').split(), bytearray(b'a-b').rsplit(b'-'))
print(b'-'.join([b'a', b'b', b'c']), b''.join([]), b', '.join((b'x', bytearray(b'y'))), b'.'.join(b'x' for _ in range(3)))
print(bytearray(b'+').join([b'1', b'2']), type(bytearray(b'').join([])).__name__, b''.join([bytearray(b'q')]))
print(b.strip(), b.lstrip(), b.rstrip(), b'xxhixx'.strip(b'x'), b'abchiabc'.strip(b'cba'), b'hi'.strip(b''))
print(b'..a..'.lstrip(b'.'), b'..a..'.rstrip(b'.'), b'\t\n x \r\x0b\x0c'.strip(), b'aaa'.strip(b'a'), b'  x'.strip(None))
print(bytearray(b'  ba  ').strip(), bytearray(b'zz').lstrip(b'z'))
print(b'aXbXc'.replace(b'X', b'--'), b'aXbXc'.replace(b'X', b'', 1), b'abc'.replace(b'', b'.'), b'abc'.replace(b'', b'.', 2))
print(b'aaaa'.replace(b'aa', b'b'), b'abc'.replace(b'z', b'y'), bytearray(b'aXa').replace(b'a', bytearray(b'A')), b'x'.replace(b'x', b'y', 0))
print(b'k=v=w'.partition(b'='), b'k=v=w'.rpartition(b'='), b'kv'.partition(b'='), b'kv'.rpartition(b'='))
print(bytearray(b'a:b').partition(b':'))
print(b'a\nb\r\nc\rd'.splitlines(), b'a\nb\r\n'.splitlines(True), b''.splitlines(), b'\n\n'.splitlines(), b'x'.splitlines(keepends=True))
for t in [lambda: b'a b'.split(''), lambda: b'a b'.split(b''), lambda: b','.join([b'a', 'b']), lambda: b','.join([1]),
          lambda: b'x'.strip('x'), lambda: b'x'.replace('x', b'y'), lambda: b'x'.partition(b''), lambda: b'x'.split(b',', 'a'),
          lambda: b'x'.split(bad=1), lambda: b'x'.rpartition('x')]:
    try:
        print(t())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
