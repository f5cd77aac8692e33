# tempfile: mkstemp/mkdtemp names (prefix, suffix, dir, modes), NamedTemporaryFile
# (delete on close, delete=False, modes, context manager), TemporaryFile,
# TemporaryDirectory, SpooledTemporaryFile, gettempdir/gettempprefix.
import os
import tempfile

print(tempfile.gettempprefix(), tempfile.template)
print(os.path.isdir(tempfile.gettempdir()), os.path.isabs(tempfile.gettempdir()))
print(tempfile.gettempdir() == tempfile.gettempdir())

base = tempfile.mkdtemp(prefix='conf_', suffix='_dir')
name = os.path.basename(base)
print(name.startswith('conf_'), name.endswith('_dir'), len(name), os.path.isdir(base))
print(oct(os.stat(base).st_mode & 0o777))

fd, path = tempfile.mkstemp(dir=base)
print(type(fd).__name__, os.path.dirname(path) == base, os.path.basename(path)[:3],
      len(os.path.basename(path)))
print(oct(os.stat(path).st_mode & 0o777))
os.write(fd, b'abc')
os.close(fd)
with open(path, 'rb') as f:
    print(f.read())
fd2, path2 = tempfile.mkstemp(suffix='.txt', prefix='pre', dir=base, text=True)
os.close(fd2)
print(path2 != path, os.path.basename(path2).startswith('pre'), path2.endswith('.txt'))
names = {tempfile.mkstemp(dir=base)[1] for _ in range(20)}
print(len(names))

with tempfile.NamedTemporaryFile(dir=base) as f:
    print(f.name.startswith(base), os.path.exists(f.name))
    f.write(b'hello\n')
    f.write(b'world\n')
    f.seek(0)
    print(f.read())
    kept = f.name
print(os.path.exists(kept))

f = tempfile.NamedTemporaryFile('w', suffix='.cfg', dir=base, delete=False)
f.write('x = 1\n')
f.close()
print(f.name.endswith('.cfg'), open(f.name).read(), os.path.exists(f.name))
os.unlink(f.name)

with tempfile.NamedTemporaryFile('w+', dir=base) as f:
    f.write('line one\nline two\n')
    f.seek(0)
    print(f.readline(), end='')
    print(list(f))
    f.seek(0)
    print(f.read())

t = tempfile.TemporaryFile(dir=base)
t.write(b'anonymous')
t.seek(0)
print(t.read())
t.close()

with tempfile.TemporaryDirectory(dir=base, prefix='td') as td:
    print(os.path.isdir(td), os.path.basename(td)[:2])
    os.makedirs(os.path.join(td, 'a', 'b'))
    with open(os.path.join(td, 'a', 'b', 'f'), 'w') as g:
        g.write('x')
print(os.path.exists(td))
td = tempfile.TemporaryDirectory(dir=base)
print(repr(td).startswith("<TemporaryDirectory '"), os.path.isdir(td.name))
td.cleanup()
td.cleanup()
print(os.path.exists(td.name))

with tempfile.SpooledTemporaryFile(max_size=10) as s:
    s.write(b'short')
    print(s.name)
    s.write(b' and now longer')
    print(s.name is not None)
    s.seek(0)
    print(s.read())

try:
    tempfile.mkdtemp(dir=os.path.join(base, 'no', 'such'))
except FileNotFoundError as e:
    print(type(e).__name__, e.errno, e.strerror)

for n in os.listdir(base):
    os.unlink(os.path.join(base, n))
os.rmdir(base)
print(os.path.exists(base))
