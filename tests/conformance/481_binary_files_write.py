# open(path, 'wb' | 'ab' | 'xb'): write() returns the count, writelines, tell, append,
# exclusive creation, and CPython's TypeErrors for str in a binary file and bytes in a
# text one; mode checks and binary-mode keyword errors.
import io
path = '/tmp/vm_std_conformance_481.bin'
with open(path, 'wb') as f:
    print(type(f).__name__, f.mode, f.readable(), f.writable(), isinstance(f, io.BufferedWriter))
    print(f.write(b'abc'), f.write(bytearray(b'\x00\x01')), f.write(b''), f.tell())
    f.writelines([b'x\n', bytearray(b'y\n')])
    print(f.tell())
    for t in [lambda: f.write('text'), lambda: f.write(5), lambda: print('to a binary file', file=f),
              lambda: f.writelines(['s']), lambda: f.read()]:
        try:
            print(t())
        except TypeError as e:
            print('TypeError', e)
        except OSError as e:
            print('OSError')
print(open(path, 'rb').read())
with open(path, 'ab') as f:
    print(f.mode, f.tell(), f.write(b'more'), f.tell())
print(open(path, 'rb').read())
f = open(path, 'wb')
f.write(b'buffered until close')
f.close()
print(open(path, 'rb').read(), f.closed)
try:
    f.write(b'x')
except ValueError as e:
    print('ValueError', e)
try:
    open(path, 'xb')
except FileExistsError as e:
    print('FileExistsError', e)
with open(path, 'w') as t:
    try:
        t.write(b'bytes in text')
    except TypeError as e:
        print('TypeError', e)
    t.write('text\n')
print(open(path, 'rb').read(), open(path).read())
for mode in ['rbt', 'rr', 'b', 'rw', 'z', 'rb++', 'wab']:
    try:
        open(path, mode)
    except ValueError as e:
        print('ValueError', e)
for kw in [{'encoding': 'utf-8'}, {'errors': 'strict'}, {'newline': ''}]:
    try:
        open(path, 'rb', **kw)
    except ValueError as e:
        print('ValueError', e)
with open(path, 'rb', encoding=None) as f:
    print(f.read())
data = bytes(range(256)) * 40
with open(path, 'wb') as f:
    for i in range(0, len(data), 1000):
        f.write(data[i:i + 1000])
back = open(path, 'rb').read()
print(len(back), back == data, back[255], back[256])
