"""os.path for vm-std: POSIX path names, written for vm-std on the _os module's system
calls (not CPython's Lib/posixpath). str paths only."""

import _os

__all__ = ["abspath", "basename", "commonpath", "commonprefix", "dirname", "exists",
           "expanduser", "getatime", "getctime", "getmtime", "getsize", "isabs", "isdir",
           "isfile", "islink", "join", "lexists", "normcase", "normpath", "realpath",
           "relpath", "samefile", "split", "splitdrive", "splitext", "sep", "curdir",
           "pardir", "extsep", "altsep", "pathsep", "defpath", "devnull"]

sep = "/"
curdir = "."
pardir = ".."
extsep = "."
altsep = None
pathsep = ":"
defpath = "/bin:/usr/bin"
devnull = "/dev/null"

_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000


def _check(function, path):
    """path as a str: a str itself, or what its __fspath__ gives (os.fspath's errors)."""
    if isinstance(path, str):
        return path
    method = getattr(type(path), "__fspath__", None)
    if method is None:
        raise TypeError("expected str, bytes or os.PathLike object, not "
                        + type(path).__name__)
    result = method(path)
    if not isinstance(result, str):
        raise TypeError(f"expected {type(path).__name__}.__fspath__() to return str or "
                        f"bytes, not {type(result).__name__}")
    return result


def normcase(s):
    s = _check("normcase", s)
    return s


def isabs(s):
    s = _check("isabs", s)
    return s.startswith("/")


def join(a, *p):
    a = _check("join", a)
    path = a
    for b in p:
        if not isinstance(b, str) and hasattr(type(b), "__fspath__"):
            b = _check("join", b)
        if not isinstance(b, str):
            raise TypeError(
                "join() argument must be str, bytes, or os.PathLike object, "
                f"not '{type(b).__name__}'")
        if b.startswith("/"):
            path = b
        elif not path or path.endswith("/"):
            path += b
        else:
            path += "/" + b
    return path


def split(p):
    p = _check("split", p)
    i = p.rfind("/") + 1
    head, tail = p[:i], p[i:]
    if head and head != "/" * len(head):
        head = head.rstrip("/")
    return head, tail


def splitext(p):
    p = _check("splitext", p)
    slash = p.rfind("/")
    dot = p.rfind(".")
    if dot > slash:
        # A leading run of dots in the file name is not an extension (".bashrc").
        start = slash + 1
        while start < dot:
            if p[start] != ".":
                return p[:dot], p[dot:]
            start += 1
    return p, p[:0]


def splitdrive(p):
    p = _check("splitdrive", p)
    return p[:0], p


def basename(p):
    p = _check("basename", p)
    return p[p.rfind("/") + 1:]


def dirname(p):
    p = _check("dirname", p)
    i = p.rfind("/") + 1
    head = p[:i]
    if head and head != "/" * len(head):
        head = head.rstrip("/")
    return head


def normpath(path):
    path = _check("normpath", path)
    if not path:
        return "."
    initial = 0
    if path.startswith("/"):
        # POSIX keeps exactly two leading slashes; three or more are one.
        initial = 2 if path.startswith("//") and not path.startswith("///") else 1
    parts = []
    for comp in path.split("/"):
        if comp in ("", "."):
            continue
        if comp != ".." or (not initial and not parts) or (parts and parts[-1] == ".."):
            parts.append(comp)
        elif parts:
            parts.pop()
    out = "/" * initial + "/".join(parts)
    return out or "."


def abspath(path):
    path = _check("abspath", path)
    if not path.startswith("/"):
        path = join(_os.getcwd(), path)
    return normpath(path)


def realpath(filename, *, strict=False):
    filename = _check("realpath", filename)
    return _os.realpath(abspath(filename))


def relpath(path, start=None):
    path = _check("relpath", path)
    if not path:
        raise ValueError("no path specified")
    if start is None:
        start = curdir
    else:
        start = _check("relpath", start)
    start_list = [x for x in abspath(start).split("/") if x]
    path_list = [x for x in abspath(path).split("/") if x]
    i = len(commonprefix([start_list, path_list]))
    rel_list = [pardir] * (len(start_list) - i) + path_list[i:]
    if not rel_list:
        return curdir
    return join(*rel_list)


def commonprefix(m):
    if not m:
        return ""
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    paths = [_check("commonpath", p) for p in paths]
    if not paths:
        raise ValueError("commonpath() arg is an empty sequence")
    absolute = {p.startswith("/") for p in paths}
    if len(absolute) > 1:
        raise ValueError("Can't mix absolute and relative paths")
    split_paths = [[c for c in p.split("/") if c and c != "."] for p in paths]
    common = split_paths[0]
    for parts in split_paths[1:]:
        n = 0
        while n < len(common) and n < len(parts) and common[n] == parts[n]:
            n += 1
        common = common[:n]
    prefix = "/" if absolute.pop() else ""
    return prefix + "/".join(common)


def expanduser(path):
    path = _check("expanduser", path)
    if not path.startswith("~"):
        return path
    i = path.find("/", 1)
    if i < 0:
        i = len(path)
    if i != 1:
        # ~user: vm-std does not read the password database.
        return path
    home = _os.environ.get("HOME")
    if home is None:
        return path
    home = home.rstrip("/")
    return (home + path[i:]) or "/"


def _stat(path):
    try:
        return _os.stat(path)
    except (OSError, ValueError):
        return None


def exists(path):
    return _stat(path) is not None


def lexists(path):
    try:
        _os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def isdir(s):
    st = _stat(s)
    return st is not None and st[0] & _S_IFMT == _S_IFDIR


def isfile(path):
    st = _stat(path)
    return st is not None and st[0] & _S_IFMT == _S_IFREG


def islink(path):
    try:
        st = _os.lstat(path)
    except (OSError, ValueError):
        return False
    return st[0] & _S_IFMT == _S_IFLNK


def getsize(filename):
    return _os.stat(filename)[6]


def getatime(filename):
    return _os.stat(filename)[7]


def getmtime(filename):
    return _os.stat(filename)[8]


def getctime(filename):
    return _os.stat(filename)[9]


def samefile(f1, f2):
    s1 = _os.stat(f1)
    s2 = _os.stat(f2)
    return s1[1] == s2[1] and s1[2] == s2[2]
