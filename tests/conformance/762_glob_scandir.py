# glob (patterns, hidden names, recursive **, root_dir, escape, trailing /) and
# os.scandir's DirEntry (name, path, is_dir/is_file/is_symlink, stat, fspath), os.walk,
# over a tree made under a fresh temporary directory (no chdir: the tests run programs
# in one process).
import glob
import os
import shutil
import tempfile

base = tempfile.mkdtemp()
d = os.path.join(base, 'tree')
os.makedirs(d + '/sub/deep', exist_ok=True)
os.makedirs(d + '/.hidden_dir')
for n in ['a.py', 'b.py', '.hid.py', 'c.txt', 'sub/d.py', 'sub/deep/e.py', 'sub/.x.py',
          '[x].py', '.hidden_dir/f.py']:
    with open(os.path.join(d, n), 'w') as f:
        f.write(n * 2)
os.symlink('sub', os.path.join(d, 'link_to_sub'))


def g(pattern, **kw):
    return sorted(glob.glob(pattern, root_dir=d, **kw))


def ga(pattern, **kw):
    # The same pattern made absolute, the results shown relative again.
    return sorted(p[len(d) + 1:] for p in glob.glob(os.path.join(d, pattern), **kw))


print(g('*.py'))
print(g('*.py', include_hidden=True))
print(g('.*'))
print(g('**/*.py', recursive=True))
print(g('**/*.py'))
print(g('**', recursive=True))
print(g('**/', recursive=True))
print(g('**', recursive=True, include_hidden=True))
print(g('sub/*'))
print(g('*/*.py'))
print(g('*/'))
print(g('s?b/d*'), g('[ab].py'), g('[!ab]*.py'))
print(g('nothing*'), g('a.py'), g('zz.py'), g('sub/'), ga('sub/'), ga('a.py'))
print(glob.glob(''), g(''), g('sub/nothing/*'))
print(ga('**/*.py', recursive=True) == g('**/*.py', recursive=True), ga('*/*.py'))
print(sorted(glob.glob('*.py', root_dir=os.path.join(d, 'sub'))), sorted(glob.glob('**/*.py', root_dir=os.path.join(d, 'sub'), recursive=True)))
print(glob.escape('[x].py'), glob.escape('a*b?c'), g(glob.escape('[x].py')))
print(glob.has_magic('a[b'), glob.has_magic('abc'), glob.has_magic('a?'))
print([p[len(d):] for p in sorted(glob.iglob(os.path.join(d, '*.txt')))])
it = glob.iglob('*.py', root_dir=d)
print(type(it).__name__ in ('generator', 'chain'), sorted(it))

with os.scandir(d) as it:
    entries = sorted(it, key=lambda e: e.name)
for e in entries:
    print(repr(e), e.name, e.path[len(base):], e.is_dir(), e.is_file(), e.is_symlink(),
          e.is_dir(follow_symlinks=False), os.fspath(e) == e.path)
print(sorted(e.name for e in os.scandir(d)))
print(sorted(e.path for e in os.scandir()) == sorted(os.listdir()))
print(sorted(e.path[len(d):] for e in os.scandir(os.path.join(d, 'sub'))))
print(isinstance(entries[0], os.PathLike), isinstance('x', os.PathLike),
      issubclass(os.DirEntry, os.PathLike), isinstance(entries[0], os.DirEntry))
print([e.stat().st_size for e in entries if e.name.endswith('.py')])
print(entries[0].inode() == os.lstat(entries[0].path).st_ino)
with os.scandir(d) as it:
    next(it)
    it.close()
    print(list(it))
try:
    os.scandir(os.path.join(d, 'missing'))
except FileNotFoundError as e:
    print(e.strerror, e.filename[len(d):])
for root, dirs, files in sorted(os.walk(d)):
    print(root[len(d):], sorted(dirs), sorted(files))
shutil.rmtree(base)
print(os.path.exists(base))
