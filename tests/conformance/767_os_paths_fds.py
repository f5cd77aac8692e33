# The os functions under shutil, tempfile and pathlib: descriptors (open/read/write/
# close/fdopen, O_* flags), chmod, utime (times and ns), symlink/readlink, access, replace,
# removedirs, unlink, os.fspath and path-like objects taken by os, os.path and open(),
# and sys.executable. Under a fresh temporary directory; no chdir (one test process).
import os
import sys
import tempfile

base = tempfile.mkdtemp()


def P(*names):
    return os.path.join(base, *names)


def rel(x):
    return str(x).replace(base + '/', '').replace(base, 'BASE')


class PL:
    def __init__(self, p):
        self.p = p

    def __fspath__(self):
        return self.p


class Bad:
    def __fspath__(self):
        return 42


fd = os.open(P('raw.bin'), os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
print(type(fd).__name__, os.write(fd, b'hello'), os.write(fd, bytearray(b' world')))
os.close(fd)
for args in [(fd,), ('x',)]:
    try:
        os.close(*args)
    except (OSError, TypeError) as e:
        print(type(e).__name__, e)
try:
    os.open(P('raw.bin'), os.O_RDWR | os.O_CREAT | os.O_EXCL)
except FileExistsError as e:
    print(rel(e), rel(e.filename), e.errno, e.strerror)
try:
    os.open(P('none', 'x'), os.O_RDONLY)
except FileNotFoundError as e:
    print(rel(e))
fd = os.open(P('raw.bin'), os.O_RDONLY)
print(os.read(fd, 3), os.read(fd, 100), os.read(fd, 10))
os.close(fd)
fd = os.open(P('raw.bin'), os.O_WRONLY | os.O_APPEND)
os.write(fd, b'!')
os.close(fd)
fd = os.open(P('raw.bin'), os.O_WRONLY | os.O_TRUNC)
os.write(fd, b'new')
os.close(fd)
print(open(P('raw.bin'), 'rb').read())
fd = os.open(P('text.txt'), os.O_WRONLY | os.O_CREAT, 0o644)
with os.fdopen(fd, 'w') as f:
    f.write('via fdopen\n')
print(open(P('text.txt')).read(), end='')
print(oct(os.stat(P('raw.bin')).st_mode & 0o777), oct(os.stat(P('text.txt')).st_mode & 0o777))

os.chmod(P('raw.bin'), 0o751)
print(oct(os.stat(P('raw.bin')).st_mode & 0o777))
os.utime(P('raw.bin'), (100, 200.5))
print(os.stat(P('raw.bin')).st_mtime, os.stat(P('raw.bin')).st_atime, os.path.getmtime(P('raw.bin')))
os.utime(P('raw.bin'), ns=(5000000000, 7000000000))
print(os.stat(P('raw.bin')).st_mtime, os.path.getatime(P('raw.bin')))
os.utime(P('raw.bin'))
print(os.stat(P('raw.bin')).st_mtime > 1000000000)
for bad in [lambda: os.utime(P('raw.bin'), (1, 2), ns=(1, 2)), lambda: os.utime(P('raw.bin'), 5),
            lambda: os.utime(P('gone'), None), lambda: os.chmod(P('gone'), 0o600),
            lambda: os.utime(P('raw.bin'), (float('nan'), 1)), lambda: os.utime(P('raw.bin'), (1e30, 1)),
            lambda: os.utime(P('raw.bin'), (1, 'x')), lambda: os.open(P('raw.bin'), 1 << 40),
            lambda: os.read(0, -1)]:
    try:
        bad()
    except (OSError, TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, rel(e))
print(os.access(P('raw.bin'), os.R_OK), os.access(P('raw.bin'), os.X_OK),
      os.access(P('text.txt'), os.X_OK), os.access(P('nope'), os.F_OK),
      os.access(base, os.W_OK | os.X_OK), os.F_OK, os.R_OK, os.W_OK, os.X_OK)

os.symlink('raw.bin', P('link'))
print(os.readlink(P('link')), os.path.islink(P('link')), os.path.lexists(P('link')))
try:
    os.symlink('raw.bin', P('link'))
except FileExistsError as e:
    print(rel(e))
try:
    os.readlink(P('raw.bin'))
except OSError as e:
    print(type(e).__name__, rel(e))

os.replace(P('text.txt'), P('moved.txt'))
print(sorted(os.listdir(base)))
os.makedirs(P('x', 'y', 'z'))
os.removedirs(P('x', 'y', 'z'))
print(os.path.exists(P('x')))
os.unlink(P('link'))
try:
    os.unlink(P('link'))
except FileNotFoundError as e:
    print(rel(e))

pl = PL(P('moved.txt'))
print(os.fspath(pl) == P('moved.txt'), os.path.exists(pl), os.path.isfile(pl),
      os.path.getsize(pl), os.stat(pl).st_size, rel(os.path.basename(pl)),
      rel(os.path.join(PL(base), PL('a'), 'b')), rel(os.path.dirname(pl)),
      os.path.splitext(PL('a/b.c')), os.path.split(PL('a/b')), os.path.normpath(PL('a//b/../c')),
      rel(os.path.abspath(pl)), os.path.isabs(PL('/x')), os.path.expanduser(PL('x')))
with open(pl) as f:
    print(f.read(), end='')
with open(PL(P('out.txt')), 'w') as f:
    f.write('written through PathLike\n')
print(open(P('out.txt')).read(), end='')
print(sorted(os.listdir(PL(base))))
for bad in [lambda: os.fspath(Bad()), lambda: os.fspath(3), lambda: open(Bad()), lambda: os.stat(Bad()),
            lambda: open(3.5), lambda: os.path.join(3), lambda: os.path.basename(None)]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
print(isinstance(pl, os.PathLike), issubclass(PL, os.PathLike), issubclass(str, os.PathLike))

for bad in [lambda: os.stat('a\x00b'), lambda: os.chmod('a\x00', 1), lambda: os.listdir('\x00'),
            lambda: open('a\x00b'), lambda: os.path.exists('a\x00'), lambda: os.mkdir('\x00')]:
    try:
        print(bad())
    except ValueError as e:
        print('ValueError', e)
print(type(sys.executable).__name__, os.path.isabs(sys.executable), os.path.exists(sys.executable))

for n in os.listdir(base):
    os.unlink(P(n))
os.rmdir(base)
print(os.path.exists(base))
