# open(path, 'rb'): read(), read(n), readline(), readlines(), iteration by line, with,
# tell/seek, the attributes and type of a binary reader, reading a closed file.
import io
path = '/tmp/vm_std_conformance_480.bin'
with open(path, 'wb') as f:
    f.write(b'first line\nsecond\r\nthird \x00\xff\n\nlast without newline')
with open(path, 'rb') as f:
    print(type(f).__name__, f.mode, f.name == path, f.closed, f.readable(), f.writable())
    print(isinstance(f, io.BufferedReader), isinstance(f, io.BufferedWriter))
    data = f.read()
print(f.closed, len(data), data[:10], data.count(b'\n'), data.decode('latin-1').split('\n')[1])
f = open(path, 'rb')
print(f.read(5), f.read(0), f.tell(), f.read(6), f.readline(), f.readline(3), f.readline(), f.tell())
print(f.read(-1)[:6], f.read(), f.read(10), f.readline())
print(f.seek(0), f.readline(), f.seek(-7, 2), f.read(), f.seek(-3, 1), f.read(2), f.seek(3), f.tell())
f.seek(0)
print(f.readlines())
f.seek(0)
for i, line in enumerate(f):
    print(i, line, len(line))
f.close()
print(f.closed)
for t in [lambda: f.read(), lambda: f.readline(), lambda: f.seek(0), lambda: f.tell(), lambda: list(f)]:
    try:
        print(t())
    except ValueError as e:
        print('ValueError', e)
with open(path, 'rb') as f:
    lines = [line.rstrip(b'\r\n') for line in f]
print(lines)
with open(path, 'rb') as f:
    total = 0
    while True:
        chunk = f.read(7)
        if not chunk:
            break
        total += len(chunk)
    print(total, f.read())
print(open(path, 'rb').read() == data, sum(open(path, 'rb').read()) % 1000)
try:
    f = open('/tmp/vm_std_conformance_480_missing.bin', 'rb')
except FileNotFoundError as e:
    print('FileNotFoundError', e)
