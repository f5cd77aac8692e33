# Binary files opened for reading and writing ('r+b', 'w+b', 'a+b', 'x+b'): seek/tell
# with whence, overwriting in place, writing past the end, truncate, append semantics.
import io
path = '/tmp/vm_std_conformance_482.bin'
with open(path, 'wb') as f:
    f.write(b'0123456789')
with open(path, 'r+b') as f:
    print(type(f).__name__, f.mode, f.readable(), f.writable(), isinstance(f, io.BufferedRandom))
    print(f.read(3), f.tell())
    print(f.write(b'abc'), f.tell())
    print(f.seek(0), f.read())
    print(f.seek(-2, 2), f.write(b'XYZW'), f.tell())
    print(f.seek(2), f.seek(3, 1), f.read(2), f.seek(0, 1), f.seek(-2, 1), f.read(1))
print(open(path, 'rb').read())
with open(path, 'r+b') as f:
    f.seek(15)
    f.write(b'!')
    print(f.seek(0, 2))
print(open(path, 'rb').read())
with open(path, 'r+b') as f:
    print(f.truncate(4), f.tell(), f.read())
    f.seek(0)
    print(f.read())
print(open(path, 'rb').read())
with open(path, 'w+b') as f:
    print(f.mode, f.read(), f.write(b'fresh'), f.tell())
    f.seek(0)
    print(f.read())
print(open(path, 'rb').read())
with open(path, 'a+b') as f:
    print(f.mode, f.tell())
    f.seek(0)
    print(f.read(2))
    f.seek(0)
    f.write(b'+end')
print(open(path, 'rb').read())
with open(path, 'r+b') as f:
    f.write(b'F')
    f.flush()
    print(open(path, 'rb').read())
for t in [lambda: open(path, 'r+b').seek(-1), lambda: open(path, 'r+b').seek(-100, 1), lambda: open(path, 'rb').seek(-1, 2),
          lambda: open(path, 'r+b').write('s'), lambda: open(path, 'wb').seek(-1)]:
    try:
        print(t())
    except (OSError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
