"""os for vm-std: the working directory, files and directories, the environment and the
process, on the _os module's system calls; os.path is posixpath. Written for vm-std (not
CPython's Lib/os). What is here behaves as CPython's on POSIX, for str paths."""

import sys
import abc
import _os

# The builtin open, before _os's open takes the name (for fdopen).
_builtin_open = open
import posixpath as path
from _os import (getcwd, chdir, listdir, mkdir, rmdir, remove, rename, getpid, cpu_count,
                 urandom, chmod, symlink, readlink, access, open, close, read, write)

sys.modules["os.path"] = path

__all__ = ["name", "sep", "altsep", "curdir", "pardir", "extsep", "pathsep", "linesep",
           "defpath", "devnull", "environ", "error", "path", "getcwd", "chdir", "listdir",
           "mkdir", "makedirs", "rmdir", "removedirs", "remove", "unlink", "rename",
           "renames", "replace", "stat", "lstat", "stat_result", "walk", "getenv",
           "getpid", "cpu_count", "urandom", "fspath", "fsencode", "fsdecode",
           "get_terminal_size", "terminal_size", "scandir", "DirEntry", "PathLike",
           "utime", "chmod", "symlink", "readlink", "access", "open", "close", "read",
           "write", "fdopen", "F_OK", "R_OK", "W_OK", "X_OK", "O_RDONLY", "O_WRONLY",
           "O_RDWR", "O_APPEND", "O_CREAT", "O_EXCL", "O_TRUNC", "SEEK_SET", "SEEK_CUR",
           "SEEK_END"]

name = "posix"
sep = path.sep
altsep = path.altsep
curdir = path.curdir
pardir = path.pardir
extsep = path.extsep
pathsep = path.pathsep
defpath = path.defpath
devnull = path.devnull
linesep = "\n"
error = OSError
environ = _os.environ
unlink = remove
replace = rename

F_OK = 0
X_OK = 1
W_OK = 2
R_OK = 4
# Linux's open(2) flags, the ones _os.open understands.
O_RDONLY = 0
O_WRONLY = 1
O_RDWR = 2
O_CREAT = 0o100
O_EXCL = 0o200
O_TRUNC = 0o1000
O_APPEND = 0o2000
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

_FIELDS = ("st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size")


class stat_result(tuple):
    """The result of stat(): ten items (the times as ints), and st_* attributes (the
    times as floats)."""

    def __new__(cls, raw):
        self = tuple.__new__(cls, raw[:7] + (int(raw[7]), int(raw[8]), int(raw[9])))
        self._times = raw[7:]
        return self

    st_mode = property(lambda self: self[0])
    st_ino = property(lambda self: self[1])
    st_dev = property(lambda self: self[2])
    st_nlink = property(lambda self: self[3])
    st_uid = property(lambda self: self[4])
    st_gid = property(lambda self: self[5])
    st_size = property(lambda self: self[6])
    st_atime = property(lambda self: self._times[0])
    st_mtime = property(lambda self: self._times[1])
    st_ctime = property(lambda self: self._times[2])

    def __repr__(self):
        fields = [f"{n}={v}" for n, v in zip(_FIELDS, self)]
        fields += [f"st_atime={self[7]}", f"st_mtime={self[8]}", f"st_ctime={self[9]}"]
        return "os.stat_result(" + ", ".join(fields) + ")"


class terminal_size(tuple):
    """The size of a terminal: (columns, lines)."""

    def __new__(cls, size):
        if len(size) != 2:
            raise TypeError("os.terminal_size() takes a 2-sequence (%d-sequence given)"
                            % len(size))
        return tuple.__new__(cls, size)

    columns = property(lambda self: self[0])
    lines = property(lambda self: self[1])

    def __repr__(self):
        return "os.terminal_size(columns=%r, lines=%r)" % (self[0], self[1])


def get_terminal_size(fd=1):
    return terminal_size(_os.get_terminal_size(fd))


def stat(path):
    return stat_result(_os.stat(fspath(path)))


def lstat(path):
    return stat_result(_os.lstat(fspath(path)))


def fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    method = getattr(type(path), "__fspath__", None)
    if method is None:
        raise TypeError("expected str, bytes or os.PathLike object, not "
                        + type(path).__name__)
    result = method(path)
    if not isinstance(result, (str, bytes)):
        raise TypeError(f"expected {type(path).__name__}.__fspath__() to return str or "
                        f"bytes, not {type(result).__name__}")
    return result


def fsencode(filename):
    filename = fspath(filename)
    return filename.encode() if isinstance(filename, str) else filename


def fsdecode(filename):
    filename = fspath(filename)
    return filename.decode() if isinstance(filename, bytes) else filename


def getenv(key, default=None):
    return environ.get(key, default)


def makedirs(name, mode=0o777, exist_ok=False):
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass
        if tail == curdir:
            return
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def removedirs(name):
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def renames(old, new):
    head, tail = path.split(new)
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Yields (dirpath, dirnames, filenames) for each directory under top; with topdown
    the caller may prune dirnames in place."""
    top = fspath(top)
    try:
        names = listdir(top)
    except OSError as err:
        if onerror is not None:
            onerror(err)
        return
    dirs, nondirs = [], []
    for n in names:
        if path.isdir(path.join(top, n)):
            dirs.append(n)
        else:
            nondirs.append(n)
    if topdown:
        yield top, dirs, nondirs
    for d in dirs:
        new_path = path.join(top, d)
        if followlinks or not path.islink(new_path):
            yield from walk(new_path, topdown, onerror, followlinks)
    if not topdown:
        yield top, dirs, nondirs


class PathLike(abc.ABC):
    """What os.fspath takes: any class with __fspath__ counts as a subclass."""

    @abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            # __fspath__ = None in a class says it is not path-like.
            return getattr(subclass, "__fspath__", None) is not None
        return NotImplemented


def utime(path, times=None, *, ns=None):
    if ns is not None:
        if times is not None:
            raise ValueError("utime: you may specify either 'times' or 'ns' but not both")
        if not isinstance(ns, tuple) or len(ns) != 2:
            raise TypeError("utime: 'ns' must be a tuple of two ints")
        times = (ns[0] / 1e9, ns[1] / 1e9)
    elif times is not None and (not isinstance(times, tuple) or len(times) != 2):
        raise TypeError("utime: 'times' must be either a tuple of two ints or None")
    _os.utime(path, times)


def fdopen(fd, mode="r", *args, **kwargs):
    """A file object on descriptor fd (one _os.open gave): the file reopened through
    /proc, the descriptor then closed, as the file object now owns the file."""
    if not isinstance(fd, int):
        raise TypeError(f"'{type(fd).__name__}' object cannot be interpreted as an integer")
    f = _builtin_open(f"/proc/self/fd/{fd}", mode, *args, **kwargs)
    close(fd)
    return f


_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000


class DirEntry:
    """An entry of a directory scandir() lists: its name and path, and its file type
    and stat, asked of the system once each."""

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create 'posix.DirEntry' instances")

    @classmethod
    def _make(cls, directory, name):
        self = object.__new__(cls)
        self.name = name
        self.path = path.join(directory, name)
        self._stat = None
        self._lstat = None
        return self

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return f"<DirEntry {self.name!r}>"

    def _lstat_raw(self):
        if self._lstat is None:
            self._lstat = _os.lstat(self.path)
        return self._lstat

    def _stat_raw(self, follow_symlinks):
        if not follow_symlinks:
            return self._lstat_raw()
        if self._stat is None:
            if self.is_symlink():
                self._stat = _os.stat(self.path)
            else:
                self._stat = self._lstat_raw()
        return self._stat

    def _kind(self, kind, follow_symlinks):
        try:
            return self._stat_raw(follow_symlinks)[0] & _S_IFMT == kind
        except FileNotFoundError:
            return False

    def is_dir(self, *, follow_symlinks=True):
        return self._kind(_S_IFDIR, follow_symlinks)

    def is_file(self, *, follow_symlinks=True):
        return self._kind(_S_IFREG, follow_symlinks)

    def is_symlink(self):
        try:
            return self._lstat_raw()[0] & _S_IFMT == _S_IFLNK
        except FileNotFoundError:
            return False

    def stat(self, *, follow_symlinks=True):
        return stat_result(self._stat_raw(follow_symlinks))

    def inode(self):
        return self._lstat_raw()[1]


DirEntry.__module__ = "posix"


class _ScandirIterator:
    """The iterator scandir() returns, also a context manager that closes it."""

    def __init__(self, directory, names):
        self._directory = directory
        self._names = iter(names)

    def __iter__(self):
        return self

    def __next__(self):
        if self._names is None:
            raise StopIteration
        for name in self._names:
            return DirEntry._make(self._directory, name)
        self._names = None
        raise StopIteration

    def close(self):
        self._names = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


_ScandirIterator.__module__ = "posix"
_ScandirIterator.__name__ = _ScandirIterator.__qualname__ = "ScandirIterator"


def scandir(path=None):
    # No argument lists '.', and the entries' paths start with './', as CPython's.
    path = curdir if path is None else fspath(path)
    return _ScandirIterator(path, listdir(path))
