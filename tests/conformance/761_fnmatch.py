# fnmatch: translate's regex text, matching with *, ?, [seq], [!seq], ranges (empty
# ones too), escapes of regex characters, filter, case rules, and path-like arguments.
import fnmatch

patterns = ['*.py', 'a*b*c', '[!a-c]x?', '[]]', '[!]', 'a[b-a]c', '**/*.txt', 'x[a-c-z]',
            '[^x]', 'a\\b', '*', '[a-z-]', '[!-]', '[z-a-c]', '[a&&b]', 'a[', '[!]]',
            '', '***', 'a?*', '(x)+{y}.$', '[[]', '[a-]', '[--z]', '[!a-c-]']
for p in patterns:
    print(repr(p), repr(fnmatch.translate(p)))

names = ['a.py', 'b.txt', '.c.py', 'x\ny.py', 'abc', 'aXbYc', 'ac', 'axbc', ']', '!',
         'dxy', 'axy', 'a\\b', '-', '^', 'a/b.txt', 'x-', 'xb', '(x)+{y}.$', '[']
for p in patterns:
    print(repr(p), fnmatch.filter(names, p))

print(fnmatch.fnmatch('A.PY', '*.py'), fnmatch.fnmatchcase('A.PY', '*.PY'))
print(fnmatch.fnmatchcase('abc', 'a?c'), fnmatch.fnmatchcase('ab', 'a?c'))
print(fnmatch.fnmatch('a' * 50, '*a*a*a*a*a*a*a*a*b'))
print(fnmatch.fnmatch('dir/file.c', '*.c'), fnmatch.fnmatch('x', '[!]'))


class P:
    def __init__(self, s):
        self.s = s

    def __fspath__(self):
        return self.s


print(fnmatch.fnmatch(P('notes.txt'), '*.txt'), fnmatch.fnmatch('notes.txt', P('n*')))
try:
    fnmatch.fnmatch(3, '*')
except TypeError as e:
    print('TypeError', e)
print(sorted(fnmatch.__all__))
