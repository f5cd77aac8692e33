"""pathlib for vm-std: object-oriented POSIX paths, written for vm-std after CPython
3.11's behaviour. PurePath/PurePosixPath (joining with /, parts, name, stem, suffixes,
parents, with_name/with_stem/with_suffix, relative_to, match, ordering and hashing) and
Path/PosixPath (stat, exists/is_dir/is_file/..., iterdir, glob/rglob, mkdir, rmdir,
unlink, touch, rename/replace, read/write of text and bytes, open, resolve, cwd, home,
samefile, symlinks). Windows flavours exist only to refuse being made on POSIX, as
CPython's WindowsPath does; PureWindowsPath is not here."""

import os
import re
import fnmatch

__all__ = ["PurePath", "PurePosixPath", "Path", "PosixPath", "WindowsPath"]

_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000
_S_IFCHR = 0o020000
_S_IFBLK = 0o060000
_S_IFIFO = 0o010000
_S_IFSOCK = 0o140000

# errno values a stat failure may have that mean "no such file" to exists()/is_*():
# ENOENT, ENOTDIR, EBADF, ELOOP.
_IGNORED_ERRNOS = (2, 20, 9, 40)


def _ignore_error(e):
    return getattr(e, "errno", None) in _IGNORED_ERRNOS


def _split_text(text):
    """The root ('', '/' or '//': POSIX keeps exactly two leading slashes) and the names
    of path text, '' and '.' names left out."""
    if text.startswith("/"):
        root = "//" if text.startswith("//") and not text.startswith("///") else "/"
    else:
        root = ""
    names = [n for n in text.split("/") if n and n != "."]
    return root, names


def _parse_args(args):
    """The root and names of the path the arguments join to (a later absolute one
    starts over)."""
    root = ""
    names = []
    for a in args:
        if isinstance(a, PurePath):
            a_root, a_names = a._root, a._names
        else:
            a = os.fspath(a)
            if not isinstance(a, str):
                raise TypeError("argument should be a str object or an os.PathLike "
                                "object returning str, not %r" % (type(a),))
            a_root, a_names = _split_text(a)
        if a_root:
            root = a_root
            names = list(a_names)
        else:
            names.extend(a_names)
    return root, names


class _PathParents:
    """The sequence of a path's logical ancestors (path.parents)."""


    def __init__(self, path):
        self._path = path
        self._count = len(path._names)

    def __len__(self):
        return self._count

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(len(self))))
        if not isinstance(idx, int):
            raise TypeError("list indices must be integers or slices, not "
                            + type(idx).__name__)
        if idx >= len(self) or idx < -len(self):
            raise IndexError(idx)
        if idx < 0:
            idx += len(self)
        p = self._path
        return p._from_parsed(p._root, p._names[:-idx - 1])

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __repr__(self):
        return "<{}.parents>".format(type(self._path).__name__)


class PurePath:
    """A path with no file system behind it: operations on its text."""


    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        return cls._from_parts(args)

    def __reduce__(self):
        return (self.__class__, tuple(self.parts))

    @classmethod
    def _from_parts(cls, args):
        root, names = _parse_args(args)
        return cls._from_parsed(root, names)

    @classmethod
    def _from_parsed(cls, root, names):
        self = object.__new__(cls)
        self._root = root
        self._names = names
        self._str = None
        self._hash = None
        return self

    def _new(self, root, names):
        return type(self)._from_parsed(root, names)

    def __str__(self):
        if self._str is None:
            self._str = (self._root + "/".join(self._names)) or "."
        return self._str

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __bytes__(self):
        return os.fsencode(self)

    def __repr__(self):
        return "{}({!r})".format(self.__class__.__name__, self.as_posix())

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        safe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-~/"
        out = []
        for b in str(self).encode("utf-8"):
            c = chr(b)
            out.append(c if c in safe else "%{:02X}".format(b))
        return "file://" + "".join(out)

    @property
    def _key(self):
        return ([self._root] if self._root else []) + self._names

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(tuple(self._key))
        return self._hash

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key == other._key

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key < other._key

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key <= other._key

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key > other._key

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key >= other._key

    drive = property(lambda self: "", doc="The drive prefix (always '' on POSIX).")
    root = property(lambda self: self._root, doc="The root of the path, if any.")

    @property
    def anchor(self):
        return self._root

    @property
    def parts(self):
        return tuple(self._key)

    @property
    def name(self):
        return self._names[-1] if self._names else ""

    @property
    def suffix(self):
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[i:]
        return ""

    @property
    def suffixes(self):
        name = self.name
        if name.endswith("."):
            return []
        name = name.lstrip(".")
        return ["." + s for s in name.split(".")[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    def with_name(self, name):
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        root, names = _split_text(name)
        if not name or name[-1] == "/" or root or len(names) != 1:
            raise ValueError("Invalid name %r" % (name,))
        return self._new(self._root, self._names[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if "/" in suffix:
            raise ValueError("Invalid suffix %r" % (suffix,))
        if suffix and not suffix.startswith(".") or suffix == ".":
            raise ValueError("Invalid suffix %r" % (suffix,))
        name = self.name
        if not name:
            raise ValueError("%r has an empty name" % (self,))
        old = self.suffix
        name = name + suffix if not old else name[:-len(old)] + suffix
        return self._new(self._root, self._names[:-1] + [name])

    def relative_to(self, *other):
        if not other:
            raise TypeError("need at least one argument")
        to = type(self)(*other)
        n = len(to._names)
        if to._root != self._root or self._names[:n] != to._names:
            raise ValueError("{!r} is not in the subpath of {!r} OR one path is relative "
                             "and the other is absolute.".format(str(self), str(to)))
        return self._new("", self._names[n:])

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def joinpath(self, *args):
        return self._new(*_parse_args((self,) + args))

    def __truediv__(self, key):
        try:
            return self._new(*_parse_args((self, key)))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)._from_parts((key, self))
        except TypeError:
            return NotImplemented

    @property
    def parent(self):
        if not self._names:
            return self
        return self._new(self._root, self._names[:-1])

    @property
    def parents(self):
        return _PathParents(self)

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def match(self, path_pattern):
        root, pat = _split_text(path_pattern)
        if not pat:
            raise ValueError("empty pattern")
        if root and root != self._root:
            return False
        names = self._names
        if root:
            if len(pat) != len(names):
                return False
        elif len(pat) > len(names):
            return False
        for name, p in zip(reversed(names), reversed(pat)):
            if not fnmatch.fnmatchcase(name, p):
                return False
        return True


class PurePosixPath(PurePath):
    """A PurePath of POSIX's flavour."""


# ---------------------------------------------------------------- globbing

def _is_wildcard(pattern):
    return "*" in pattern or "?" in pattern or "[" in pattern


def _select(parts, parent, dironly):
    """The paths under parent that the pattern parts select (parent is a directory
    the earlier parts selected)."""
    if not parts:
        yield parent
        return
    pat, rest = parts[0], parts[1:]
    more = bool(rest)
    if pat == "**":
        yielded = set()
        for start in _walk_dirs(parent):
            for p in _select(rest, start, dironly):
                if p not in yielded:
                    yielded.add(p)
                    yield p
        return
    if "**" in pat:
        raise ValueError("Invalid pattern: '**' can only be an entire path component")
    if _is_wildcard(pat):
        match = re.compile(fnmatch.translate(pat)).fullmatch
        try:
            with os.scandir(parent) as it:
                entries = list(it)
        except PermissionError:
            return
        except OSError:
            return
        for entry in entries:
            if more:
                try:
                    if not entry.is_dir():
                        continue
                except OSError:
                    continue
            if match(entry.name):
                yield from _select(rest, parent._child(entry.name), dironly)
        return
    path = parent._child(pat)
    if (path.is_dir() if more else path.exists()):
        yield from _select(rest, path, dironly)


def _walk_dirs(parent):
    """parent and every directory below it, links to directories not followed."""
    yield parent
    try:
        with os.scandir(parent) as it:
            entries = list(it)
    except OSError:
        return
    for entry in entries:
        try:
            if entry.is_dir() and not entry.is_symlink():
                yield from _walk_dirs(parent._child(entry.name))
        except OSError:
            pass


class Path(PurePath):
    """A path of the file system: PurePath's operations and system calls on it."""


    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        if cls is WindowsPath:
            raise NotImplementedError("cannot instantiate %r on your system"
                                      % (cls.__name__,))
        return cls._from_parts(args)

    def _child(self, name):
        return self._new(self._root, self._names + [name])

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls("~").expanduser()

    def samefile(self, other_path):
        st = self.stat()
        try:
            other = other_path.stat()
        except AttributeError:
            other = os.stat(other_path)
        return st.st_ino == other.st_ino and st.st_dev == other.st_dev

    def iterdir(self):
        for name in os.listdir(self):
            yield self._child(name)

    def _pattern_parts(self, pattern):
        if not pattern:
            raise ValueError("Unacceptable pattern: {!r}".format(pattern))
        root, parts = _split_text(os.fspath(pattern))
        if root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        return parts

    def glob(self, pattern):
        parts = self._pattern_parts(pattern)
        dironly = pattern[-1] == "/"
        if dironly:
            parts = parts + [""]
        yield from self._glob(parts)

    def rglob(self, pattern):
        parts = self._pattern_parts(pattern)
        if pattern[-1] == "/":
            parts = parts + [""]
        yield from self._glob(["**"] + parts)

    def _glob(self, parts):
        # A trailing '' part (pattern ending in '/') keeps directories only.
        dironly = bool(parts) and parts[-1] == ""
        if dironly:
            parts = parts[:-1]
            for p in _select(parts, self, True):
                if p.is_dir():
                    yield p
            return
        yield from _select(parts, self, False)

    def absolute(self):
        if self.is_absolute():
            return self
        return type(self)(os.getcwd(), self)

    def resolve(self, strict=False):
        s = os.path.realpath(self)
        if strict:
            os.stat(s)
        return type(self)(s)

    def stat(self, *, follow_symlinks=True):
        return os.stat(self) if follow_symlinks else os.lstat(self)

    def lstat(self):
        return os.lstat(self)

    def owner(self):
        raise NotImplementedError("Path.owner() is unsupported by vm-std")

    def group(self):
        raise NotImplementedError("Path.group() is unsupported by vm-std")

    def open(self, mode="r", buffering=-1, encoding=None, errors=None, newline=None):
        if "b" in mode:
            return open(self, mode)
        return open(self, mode, encoding=encoding, errors=errors, newline=newline)

    def read_bytes(self):
        with self.open(mode="rb") as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        with self.open(mode="r", encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        if isinstance(data, (bytes, bytearray)):
            view = bytes(data)
        else:
            view = bytes(memoryview(data))
        with self.open(mode="wb") as f:
            return f.write(view)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError("data must be str, not %s" % data.__class__.__name__)
        with self.open(mode="w", encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def readlink(self):
        return type(self)(os.readlink(self))

    def touch(self, mode=0o666, exist_ok=True):
        if exist_ok:
            try:
                os.utime(self, None)
            except OSError:
                pass
            else:
                return
        flags = os.O_CREAT | os.O_WRONLY
        if not exist_ok:
            flags |= os.O_EXCL
        fd = os.open(self, flags, mode)
        os.close(fd)

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        try:
            os.mkdir(self, mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def chmod(self, mode, *, follow_symlinks=True):
        os.chmod(self, mode)

    def unlink(self, missing_ok=False):
        try:
            os.unlink(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rmdir(self):
        os.rmdir(self)

    def rename(self, target):
        os.rename(self, target)
        return type(self)(target)

    def replace(self, target):
        os.replace(self, target)
        return type(self)(target)

    def symlink_to(self, target, target_is_directory=False):
        os.symlink(target, self)

    def _mode(self, follow_symlinks=True):
        try:
            return self.stat(follow_symlinks=follow_symlinks).st_mode
        except OSError as e:
            if not _ignore_error(e):
                raise
            return None
        except ValueError:
            return None

    def exists(self):
        return self._mode() is not None

    def _is_kind(self, kind, follow_symlinks=True):
        mode = self._mode(follow_symlinks)
        return mode is not None and mode & _S_IFMT == kind

    def is_dir(self):
        return self._is_kind(_S_IFDIR)

    def is_file(self):
        return self._is_kind(_S_IFREG)

    def is_symlink(self):
        return self._is_kind(_S_IFLNK, False)

    def is_block_device(self):
        return self._is_kind(_S_IFBLK)

    def is_char_device(self):
        return self._is_kind(_S_IFCHR)

    def is_fifo(self):
        return self._is_kind(_S_IFIFO)

    def is_socket(self):
        return self._is_kind(_S_IFSOCK)

    def is_mount(self):
        if not self.exists() or not self.is_dir():
            return False
        try:
            parent_dev = self.parent.stat().st_dev
        except OSError:
            return False
        st = self.stat()
        if st.st_dev != parent_dev:
            return True
        return st.st_ino == self.parent.stat().st_ino

    def expanduser(self):
        if not self._root and self._names and self._names[0][:1] == "~":
            home = os.path.expanduser(self._names[0])
            if home[:1] == "~":
                raise RuntimeError("Could not determine home directory.")
            return type(self)(home, *self._names[1:])
        return self


class PosixPath(Path, PurePosixPath):
    """A Path of POSIX's flavour."""


class WindowsPath(Path):
    """Windows' flavour of Path: it cannot be made on POSIX."""
