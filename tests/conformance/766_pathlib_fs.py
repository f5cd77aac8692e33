# pathlib's Path on the file system: cwd, mkdir (parents, exist_ok), touch, write/read of
# text and bytes, open, stat, exists/is_file/is_dir/is_symlink, iterdir, glob/rglob,
# rename/replace, unlink (missing_ok), rmdir, resolve, absolute, samefile, symlinks,
# expanduser/home, and the OSErrors with CPython's messages. Everything is under a fresh
# temporary directory, shown relative to it (no chdir: the tests share one process).
import os
import shutil
import tempfile
from pathlib import Path, PosixPath, PurePath

base = Path(tempfile.mkdtemp())
B = str(base)


def rel(x):
    return str(x).replace(B + '/', '').replace(B, 'BASE')


def names(paths):
    return sorted(rel(p) for p in paths)


print(type(base).__name__, base.is_absolute(), base.exists(), base.is_dir())
print(Path.cwd() == Path(os.getcwd()), Path('.').resolve() == Path.cwd().resolve())
print(Path('x/../y').absolute() == Path.cwd() / 'x/../y', base.absolute() is base)

root = base / 'proj'
root.mkdir()
try:
    root.mkdir()
except FileExistsError as e:
    print(type(e).__name__, rel(e), e.errno, rel(e.filename))
root.mkdir(exist_ok=True)
try:
    (root / 'a' / 'b').mkdir()
except FileNotFoundError as e:
    print(type(e).__name__, rel(e))
(root / 'a' / 'b').mkdir(parents=True)
(root / 'a' / 'b').mkdir(parents=True, exist_ok=True)
try:
    (root / 'a').mkdir(parents=True)
except FileExistsError as e:
    print(type(e).__name__, rel(e))
print(names(root.iterdir()))

f = root / 'notes.txt'
print(f.write_text('hello\nworld\n'), f.read_text(), f.read_bytes())
print((root / 'data.bin').write_bytes(b'\x00\x01\xff'), (root / 'data.bin').read_bytes())
(root / 'ba.bin').write_bytes(bytearray(b'xy'))
print((root / 'ba.bin').read_bytes())
try:
    f.write_text(b'bytes')
except TypeError as e:
    print('TypeError', e)
with f.open() as fh:
    print(fh.readline(), end='')
with f.open('a') as fh:
    fh.write('more\n')
with (root / 'notes.txt').open('rb') as fh:
    print(fh.read())
print(f.stat().st_size, f.exists(), f.is_file(), f.is_dir(), f.is_symlink())
print(root.is_dir(), root.is_file(), (base / 'nope').exists(), (base / 'nope').is_dir(),
      (root / 'notes.txt' / 'x').exists())

(root / 'empty.py').touch()
(root / 'empty.py').touch()
try:
    (root / 'empty.py').touch(exist_ok=False)
except FileExistsError as e:
    print(type(e).__name__, rel(e))
print((root / 'empty.py').stat().st_size)
(root / 'a' / 'mod.py').write_text('x = 1\n')
(root / 'a' / 'b' / 'deep.py').write_text('y = 2\n')
(root / '.hidden.py').write_text('')
print(sorted(p.name for p in root.iterdir()))
print(names(root.glob('*.py')))
print(names(root.glob('*')))
print(names(root.glob('**/*.py')))
print(names(root.rglob('*.py')))
print(names(root.glob('**')))
print(names(root.glob('*/b')), names(root.glob('a/*.py')), names(root.glob('a/b/deep.py')))
print(names(base.glob('proj/*.txt')), list(root.glob('zzz*')), names(root.rglob('b')))
print(names(root.glob('*/')), names(root.glob('.*')), names(root.glob('?ata.*')))
for bad in ['', '/abs/*.py', 'a**b/c']:
    try:
        print(list(root.glob(bad)))
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)

moved = (root / 'notes.txt').rename(root / 'renamed.txt')
print(type(moved).__name__, rel(moved), moved.exists(), (root / 'notes.txt').exists())
(root / 'other.txt').write_text('other')
print(rel((root / 'other.txt').replace(root / 'renamed.txt')), (root / 'renamed.txt').read_text())
(root / 'renamed.txt').unlink()
(root / 'renamed.txt').unlink(missing_ok=True)
try:
    (root / 'renamed.txt').unlink()
except FileNotFoundError as e:
    print(type(e).__name__, rel(e), rel(e.filename))
try:
    (base / 'missing.txt').read_text()
except FileNotFoundError as e:
    print(type(e).__name__, rel(e), e.errno, e.strerror, rel(e.filename))
try:
    root.rmdir()
except OSError as e:
    print(type(e).__name__, rel(e))
try:
    (base / 'missing').iterdir().__next__()
except FileNotFoundError as e:
    print(type(e).__name__, rel(e))
try:
    list((root / 'empty.py').iterdir())
except NotADirectoryError as e:
    print(type(e).__name__, rel(e))

link = root / 'link.txt'
link.symlink_to('data.bin')
print(link.is_symlink(), link.is_file(), repr(link.readlink()), link.read_bytes())
print(link.resolve() == (root / 'data.bin').resolve(), link.samefile(root / 'data.bin'),
      link.samefile(str(root / 'data.bin')), link.samefile(root / 'ba.bin'))
print(link.lstat().st_size, link.stat().st_size, link.stat(follow_symlinks=False).st_size)
dangling = root / 'dangling'
dangling.symlink_to('no-such-target')
print(dangling.is_symlink(), dangling.exists(), dangling.is_file())
print((root / '.' / 'a' / '..' / 'a').resolve() == (root / 'a').resolve())
print((root / 'nope' / 'x').resolve() == root.resolve() / 'nope' / 'x')

home = Path.home()
print(home == Path(os.path.expanduser('~')), Path('~/x').expanduser() == home / 'x',
      Path('/~x').expanduser() == Path('/~x'))
print(Path('a', 'b') == PurePath('a/b'), isinstance(Path('a'), PurePath),
      isinstance(Path('a'), PosixPath), os.path.isdir(root), open(root / 'data.bin', 'rb').read())
print(os.path.exists(root / 'a'), os.listdir(root / 'a' / 'b'), os.stat(root / 'data.bin').st_size)

(root / 'a' / 'b' / 'deep.py').unlink()
(root / 'a' / 'b').rmdir()
print(sorted(str(p.relative_to(root)) for p in root.rglob('*')))
shutil.rmtree(base)
print(base.exists())
