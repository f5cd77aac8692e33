# os.path: join, split, splitext, basename, dirname, normpath, isabs, relpath, commonprefix,
# commonpath, expanduser, abspath against a known cwd; `import os.path` and `from os import path`.
import os.path
from os import path as p2
import posixpath
print(os.path is p2, p2 is posixpath, os.sep, os.curdir, os.pardir, os.extsep, os.linesep == "\n", os.name)
for args in [("a", "b", "c.txt"), ("/a", "b/"), ("a/", "/abs", "x"), ("", "x"), ("a", ""), ("a//", "b")]:
    print(args, os.path.join(*args))
for s in ["a/b/c.txt", "/", "//", "a/", "/a/b/", "file", "", "a///b", "///x"]:
    print(repr(s), os.path.split(s), os.path.basename(s), repr(os.path.dirname(s)))
for s in ["x.tar.gz", ".bashrc", "a/.b.c", "noext", "dir.d/file", "a..b", "..", "...x", "a."]:
    print(repr(s), os.path.splitext(s))
for s in ["a/./b/../c", "/../x", "//a//b", "///a", "../../x/..", ".", "", "a/b/../../..", "/a/b/c/../../.."]:
    print(repr(s), repr(os.path.normpath(s)))
print(os.path.isabs("/x"), os.path.isabs("x"), os.path.normcase("AbC"))
print(os.path.relpath("/a/b/c", "/a/d"), os.path.relpath("/a", "/a"), os.path.relpath("/x/y", "/"))
print(os.path.commonprefix(["interstellar", "internet", "interval"]), repr(os.path.commonprefix([])))
print(os.path.commonpath(["/usr/lib", "/usr/local/lib"]), os.path.commonpath(["a/b", "a/c"]))
try:
    os.path.commonpath(["/a", "b"])
except ValueError as e:
    print("ValueError", e)
home = os.environ.get("HOME")
print(os.path.expanduser("~") == (home or "~"), os.path.expanduser("x/~"), os.path.expanduser("~nobody_xyz/a"))
# (no chdir: the test harness runs programs in one process)
print(os.path.abspath("a/../b") == os.path.join(os.getcwd(), "b"), os.path.abspath("/x/./y"))
try:
    os.path.join("a", 3)
except TypeError as e:
    print("TypeError", e)
