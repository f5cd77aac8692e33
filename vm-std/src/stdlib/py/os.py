"""os for vm-std: the working directory, files and directories, the environment and the
process, on the _os module's system calls; os.path is posixpath. Written for vm-std (not
CPython's Lib/os). What is here behaves as CPython's on POSIX, for str paths."""

import sys
import _os
import posixpath as path
from _os import getcwd, chdir, listdir, mkdir, rmdir, remove, rename, getpid, cpu_count, urandom

sys.modules["os.path"] = path

__all__ = ["name", "sep", "altsep", "curdir", "pardir", "extsep", "pathsep", "linesep",
           "defpath", "devnull", "environ", "error", "path", "getcwd", "chdir", "listdir",
           "mkdir", "makedirs", "rmdir", "removedirs", "remove", "unlink", "rename",
           "renames", "replace", "stat", "lstat", "stat_result", "walk", "getenv",
           "getpid", "cpu_count", "urandom", "fspath", "fsencode", "fsdecode",
           "get_terminal_size", "terminal_size"]

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
