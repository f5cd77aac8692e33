# shutil: copyfileobj, copyfile (same file, missing source, directory target), copy and
# copy2 (into a directory, mode and times), copytree (ignore_patterns, symlinks,
# dirs_exist_ok, an existing target), rmtree (onerror, ignore_errors, a link), move
# (rename, into a directory, a clash), which, get_terminal_size. Paths are under a fresh
# temporary directory, shown relative to it (no chdir: the tests share one process).
import io
import os
import shutil
import tempfile

base = tempfile.mkdtemp()


def P(*names):
    return os.path.join(base, *names)


def rel(text):
    return str(text).replace(base + '/', '').replace(base, 'BASE')


def tree(top):
    out = []
    for root, dirs, files in os.walk(P(top)):
        for n in dirs + files:
            p = os.path.join(root, n)
            out.append(os.path.relpath(p, P(top)) + ('/' if os.path.isdir(p) else ''))
    return sorted(out)


src = io.BytesIO(b'x' * 100000)
dst = io.BytesIO()
shutil.copyfileobj(src, dst, 4096)
print(len(dst.getvalue()))
s = io.StringIO('text stream')
t = io.StringIO()
shutil.copyfileobj(s, t)
print(t.getvalue())

with open(P('a.txt'), 'w') as f:
    f.write('alpha\n')
os.chmod(P('a.txt'), 0o640)
os.utime(P('a.txt'), (1000000000, 1200000000))
print(rel(shutil.copyfile(P('a.txt'), P('b.txt'))), open(P('b.txt')).read(), end='')
try:
    shutil.copyfile(P('a.txt'), P('a.txt'))
except shutil.SameFileError as e:
    print(type(e).__name__, rel(e), isinstance(e, OSError), isinstance(e, shutil.Error))
try:
    shutil.copyfile(P('missing.txt'), P('c.txt'))
except FileNotFoundError as e:
    print(rel(e))
os.mkdir(P('d'))
print(rel(shutil.copy(P('a.txt'), P('d'))), oct(os.stat(P('d/a.txt')).st_mode & 0o777))
print(rel(shutil.copy2(P('a.txt'), P('d/a2.txt'))), os.stat(P('d/a2.txt')).st_mtime,
      oct(os.stat(P('d/a2.txt')).st_mode & 0o777))
shutil.copymode(P('a.txt'), P('b.txt'))
print(oct(os.stat(P('b.txt')).st_mode & 0o777))
shutil.copystat(P('a.txt'), P('b.txt'))
print(os.stat(P('b.txt')).st_mtime)
try:
    shutil.copyfile(P('a.txt'), P('d'))
except IsADirectoryError as e:
    print(type(e).__name__, rel(e))
try:
    shutil.copyfile(P('a.txt'), P('nodir/x'))
except FileNotFoundError as e:
    print(type(e).__name__, rel(e))

os.makedirs(P('src/sub/deeper'))
for n in ['src/one.py', 'src/two.pyc', 'src/sub/three.py', 'src/sub/deeper/four.txt']:
    with open(P(n), 'w') as f:
        f.write(n)
os.symlink('one.py', P('src/link.py'))
print(rel(shutil.copytree(P('src'), P('copy1'))))
print(tree('copy1'), os.path.islink(P('copy1/link.py')))
shutil.copytree(P('src'), P('copy2'), symlinks=True,
                ignore=shutil.ignore_patterns('*.pyc', 'deeper'))
print(tree('copy2'), os.path.islink(P('copy2/link.py')), os.readlink(P('copy2/link.py')))
try:
    shutil.copytree(P('src'), P('copy2'))
except FileExistsError as e:
    print(type(e).__name__, rel(e))
shutil.copytree(P('src'), P('copy2'), dirs_exist_ok=True)
print(tree('copy2'))
print(sorted(shutil.ignore_patterns('*.py', 'x*')('.', ['a.py', 'xb', 'c'])))

shutil.rmtree(P('copy1'))
print(os.path.exists(P('copy1')))
errors = []
shutil.rmtree(P('nothing'), onerror=lambda func, path, info: errors.append((rel(path), info[0].__name__)))
print(errors)
shutil.rmtree(P('nothing'), ignore_errors=True)
try:
    shutil.rmtree(P('nothing'))
except FileNotFoundError as e:
    print(rel(e))
os.symlink(P('copy2'), P('tree_link'))
try:
    shutil.rmtree(P('tree_link'))
except OSError as e:
    print(type(e).__name__, e)
os.unlink(P('tree_link'))
print(shutil.rmtree.avoids_symlink_attacks in (True, False))

print(rel(shutil.move(P('b.txt'), P('moved.txt'))), os.path.exists(P('b.txt')))
print(rel(shutil.move(P('moved.txt'), P('d'))), sorted(os.listdir(P('d'))))
print(rel(shutil.move(P('copy2'), P('d'))), tree('d')[:4])
with open(P('a2.txt'), 'w') as f:
    f.write('clash')
try:
    shutil.move(P('a2.txt'), P('d'))
except shutil.Error as e:
    print(type(e).__name__, rel(e))
try:
    shutil.move(P('d'), P('d/inner'))
except shutil.Error as e:
    print(rel(e))

os.mkdir(P('bin'))
with open(P('bin/tool'), 'w') as f:
    f.write('#!/bin/sh\n')
print(shutil.which('tool', path=P('bin')))
os.chmod(P('bin/tool'), 0o755)
print(rel(shutil.which('tool', path=P('bin'))),
      rel(shutil.which('tool', path=os.pathsep.join([P('x'), P('bin')]))))
print(rel(shutil.which(P('bin/tool'))), shutil.which('nope-such-tool'), shutil.which('tool', path=''))
size = shutil.get_terminal_size((33, 7))
print(type(size).__name__, len(size))

shutil.rmtree(base)
print(os.path.exists(base))
