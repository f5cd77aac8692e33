"""glob for vm-std: path names matching shell patterns, written for vm-std after CPython
3.11's behaviour: `glob`, `iglob` (`root_dir`, `recursive` for `**`, `include_hidden`),
`escape`, `has_magic`. Names come in the order the directory lists them, as CPython's
(both read them with readdir); `dir_fd` is accepted but must be None."""

import os
import re
import fnmatch

__all__ = ["glob", "iglob", "escape"]

_magic = re.compile("([*?[])")


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    if dir_fd is not None:
        raise NotImplementedError("glob: dir_fd is not supported by vm-std")
    pathname = os.fspath(pathname)
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    found = _iglob(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or (recursive and _is_recursive(pathname[:2])):
        # A leading `**` (or an empty pattern) yields the empty name first: drop it.
        return _skip_empty(found)
    return found


def _skip_empty(found):
    for name in found:
        if name:
            yield name
            break
        break
    yield from found


def has_magic(s):
    if isinstance(s, bytes):
        # vm-std's re has no bytes patterns: bytes are looked at as Latin-1 text.
        s = str(s, "latin-1")
    return _magic.search(s) is not None


def escape(pathname):
    if isinstance(pathname, bytes):
        return bytes(_magic.sub("[\\1]", str(pathname, "latin-1")), "latin-1")
    return _magic.sub("[\\1]", pathname)


def _is_hidden(name):
    return name[0] == "." if isinstance(name, str) else name[0] == 46


def _is_recursive(pattern):
    return pattern == "**" if isinstance(pattern, str) else pattern == b"**"


def _join(dirname, basename):
    # Unlike os.path.join, an empty part adds no separator.
    if not dirname or not basename:
        return dirname or basename
    return os.path.join(dirname, basename)


def _iglob(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if os.path.lexists(_join(root_dir, pathname)):
                yield pathname
        elif os.path.isdir(_join(root_dir, dirname)):
            # A pattern ending in a separator names only directories.
            yield pathname
        return
    if not dirname:
        if recursive and _is_recursive(basename):
            yield from _glob_recursive(root_dir, basename, dironly, include_hidden)
        else:
            yield from _glob_pattern(root_dir, basename, dironly, include_hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _iglob(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if not has_magic(basename):
        in_dir = _glob_literal
    elif recursive and _is_recursive(basename):
        in_dir = _glob_recursive
    else:
        in_dir = _glob_pattern
    for d in dirs:
        for name in in_dir(_join(root_dir, d), basename, dironly, include_hidden):
            yield os.path.join(d, name)


def _glob_pattern(dirname, pattern, dironly, include_hidden):
    names = _listdir(dirname, dironly)
    if not include_hidden and not _is_hidden(pattern):
        names = [n for n in names if not _is_hidden(n)]
    return fnmatch.filter(names, pattern)


def _glob_literal(dirname, basename, dironly, include_hidden):
    if basename:
        if os.path.lexists(_join(dirname, basename)):
            return [basename]
    elif os.path.isdir(dirname):
        return [basename]
    return []


def _glob_recursive(dirname, pattern, dironly, include_hidden):
    yield pattern[:0]
    yield from _walk_names(dirname, dironly, include_hidden)


def _listdir(dirname, dironly):
    """The names in dirname (directories only with dironly); none when it cannot be
    read."""
    if not dirname:
        dirname = os.curdir if isinstance(dirname, str) else os.curdir.encode()
    try:
        with os.scandir(dirname) as entries:
            names = []
            for entry in entries:
                try:
                    if not dironly or entry.is_dir():
                        names.append(entry.name)
                except OSError:
                    pass
            return names
    except OSError:
        return []


def _walk_names(dirname, dironly, include_hidden):
    for name in _listdir(dirname, dironly):
        if include_hidden or not _is_hidden(name):
            yield name
            sub = _join(dirname, name) if dirname else name
            for below in _walk_names(sub, dironly, include_hidden):
                yield _join(name, below)
