# pathlib's pure paths: construction and joining (/, joinpath, absolute parts starting
# over, '//' roots), str/repr/parts/name/stem/suffix(es)/parent(s), with_name/with_stem/
# with_suffix and their errors, relative_to, is_relative_to, match, equality, hashing,
# ordering, os.fspath, as_uri.
from pathlib import PurePath, PurePosixPath, Path, PosixPath
import os

texts = ['', '.', 'a', 'a/b', '/a/b/', '//a', '///a//b/./c', 'a/../b', 'x.tar.gz',
         '/', '.hidden', 'dir/.bashrc', 'name.', 'a/b.c.d', '..', 'a/./b/.']
for t in texts:
    p = PurePosixPath(t)
    print(repr(t), repr(p), str(p), p.parts, repr(p.name), repr(p.stem), repr(p.suffix),
          p.suffixes, repr(p.parent), p.is_absolute(), repr(p.root), repr(p.anchor),
          repr(p.drive))

p = PurePath('/usr') / 'lib' / 'python3.11'
print(type(p).__name__, p, p.parts)
print(PurePath('a', 'b', '/c', 'd'), PurePath('a').joinpath('b', 'c'), 'x' / PurePath('y'))
print(PurePath(PurePath('a'), 'b'), PurePath() == PurePath('.'))
q = PurePosixPath('/a/b/c/d.txt')
print(list(q.parents), len(q.parents), q.parents[0], q.parents[-1], q.parents[1:3])
print(list(PurePosixPath('a/b').parents), repr(q.parents))
try:
    q.parents[4]
except IndexError as e:
    print('IndexError', e)
print(q.with_name('e.py'), q.with_stem('new'), q.with_suffix('.md'), q.with_suffix(''))
print(PurePath('a/b.tar.gz').with_suffix('.bz2'), PurePath('README').with_suffix('.rst'))
for bad in [lambda: q.with_name(''), lambda: q.with_name('a/b'), lambda: q.with_name('.'),
            lambda: q.with_suffix('md'), lambda: q.with_suffix('.'), lambda: q.with_suffix('./x'),
            lambda: PurePath('/').with_name('x'), lambda: PurePath('').with_suffix('.x'),
            lambda: PurePath('/a').relative_to('/b'), lambda: PurePath('a').relative_to('/a'),
            lambda: PurePath('a').match(''), lambda: PurePath('a').relative_to()]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(q.relative_to('/a'), q.relative_to('/a/b/c/d.txt'), q.relative_to('/'),
      PurePath('a/b').relative_to('a'), PurePath('a/b').relative_to(''))
print(q.relative_to('/a', 'b'), q.is_relative_to('/a'), q.is_relative_to('/z'))
for pat in ['*.txt', 'd.txt', 'c/*.txt', '/a/*/*/*.txt', '/*.txt', 'b/*.txt', '*', '**/*.txt',
            'D.TXT', '*/c/d.txt', 'a/b/c/d.txt']:
    print(pat, q.match(pat))
print(PurePath('a') == PurePath('a'), PurePath('a') == PurePath('a/'), PurePath('a') == 'a',
      PurePath('a') != PurePath('b'), PurePosixPath('a') == PosixPath('a'))
print(hash(PurePath('a/b')) == hash(PurePath('a//b/.')), len({PurePath('x'), PurePath('x/')}))
ps = [PurePath(t) for t in ['b', 'a/c', '/z', 'a', 'a/b', '/a']]
print(sorted(ps))
print(PurePath('a') < PurePath('b'), PurePath('/a') < PurePath('a'), PurePath('a') <= PurePath('a'))
try:
    PurePath('a') < 'b'
except TypeError as e:
    print('TypeError', e)
try:
    PurePath(3)
except TypeError as e:
    print('TypeError', e)
try:
    PurePath('a') / 3
except TypeError as e:
    print('TypeError', e)
print(os.fspath(PurePath('a/b')), os.path.join(PurePath('a'), 'b'), str(PurePath('/x')))
print(PurePath('/tmp/a b/ü.txt').as_uri(), PurePath('/x/y').as_posix())
try:
    PurePath('rel').as_uri()
except ValueError as e:
    print(e)
print(isinstance(PurePath('a'), os.PathLike), PurePath('a').is_reserved())
print(bytes(PurePath('a/b')))


class Custom(PurePosixPath):
    pass


c = Custom('a') / 'b'
print(type(c).__name__, repr(c), type(c.parent).__name__, type(c.with_name('z')).__name__)
