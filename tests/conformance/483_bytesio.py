# io.BytesIO: write (returns the count), getvalue, read/read(n), readline(s), iteration,
# seek (whence, past the end) and tell, truncate, with, initial bytes, errors.
import io
from io import BytesIO
b = BytesIO()
print(type(b).__name__, isinstance(b, io.BytesIO), b.readable(), b.writable(), b.tell(), b.getvalue())
print(b.write(b'hello'), b.write(bytearray(b' world')), b.write(b''), b.tell())
print(b.getvalue(), b.read(), b.seek(0), b.read(5), b.tell(), b.read(100), b.read())
print(b.seek(6), b.write(b'W'), b.getvalue(), b.tell())
print(b.seek(0, 2), b.seek(-5, 2), b.read(2), b.seek(1, 1), b.read(), b.seek(-100, 1), b.tell())
print(b.seek(15), b.write(b'!'), b.getvalue(), len(b.getvalue()))
print(b.truncate(5), b.getvalue(), b.tell(), b.seek(0), b.truncate(), b.getvalue())
r = BytesIO(b'one\ntwo\r\nthree')
print(r.tell(), r.readline(), r.readline(2), r.readline(), r.readline(), r.readline())
r.seek(0)
print(r.readlines())
r.seek(0)
print(list(r), [len(x) for x in BytesIO(b'a\n\nbc\n')])
w = BytesIO(b'abcdef')
print(w.write(b'XY'), w.getvalue(), w.read(2))
with BytesIO(initial_bytes=b'kw') as k:
    print(k.read(), k.closed)
print(k.closed)
print(BytesIO(bytearray(b'ba')).read(), BytesIO(None).getvalue())
w.writelines([b'1', bytearray(b'2')])
print(w.getvalue())
for t in [lambda: w.write('str'), lambda: w.write(5), lambda: BytesIO('text'), lambda: w.seek(-1),
          lambda: w.seek(0, 5), lambda: w.truncate(-1), lambda: print('x', file=w), lambda: w.writelines(['a'])]:
    try:
        print(t())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
k2 = BytesIO(b'x')
k2.close()
for t in [k2.read, k2.getvalue, k2.tell, lambda: k2.write(b'y'), lambda: k2.seek(0), lambda: list(k2)]:
    try:
        print(t())
    except ValueError as e:
        print('ValueError', e)
out = BytesIO()
for i in range(5):
    out.write(bytes([48 + i]) * i)
print(out.getvalue(), out.tell())
