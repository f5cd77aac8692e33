"""shutil for vm-std: copying, moving and removing files and trees, written for vm-std
after CPython 3.11's behaviour: copyfileobj, copyfile, copymode, copystat, copy, copy2,
copytree (ignore, ignore_patterns, symlinks, dirs_exist_ok), rmtree (ignore_errors,
onerror), move, which, get_terminal_size and the Error classes. Not here: archives,
chown, disk_usage (statvfs is beyond vm-std's system calls)."""

import os
import sys
import fnmatch

__all__ = ["copyfileobj", "copyfile", "copymode", "copystat", "copy", "copy2",
           "copytree", "move", "rmtree", "Error", "SpecialFileError", "ExecError",
           "ignore_patterns", "which", "get_terminal_size", "SameFileError",
           "ReadError", "RegistryError"]

COPY_BUFSIZE = 64 * 1024


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation (e.g. copying) which is not
    supported on a special file (e.g. a named pipe)"""


class ExecError(OSError):
    """Raised when a command could not be executed"""


class ReadError(OSError):
    """Raised when an archive cannot be read"""


class RegistryError(Exception):
    """Raised when a registry operation with the archiving and unpacking registries
    fails"""


def copyfileobj(fsrc, fdst, length=0):
    if not length:
        length = COPY_BUFSIZE
    while True:
        chunk = fsrc.read(length)
        if not chunk:
            break
        fdst.write(chunk)


def _same_file(src, dst):
    if isinstance(src, os.DirEntry):
        try:
            return os.path.samefile(src.path, dst)
        except OSError:
            return False
    try:
        return os.path.samefile(src, dst)
    except OSError:
        return False


def _is_fifo(path):
    try:
        return os.stat(path).st_mode & 0o170000 == 0o010000
    except OSError:
        return False


def copyfile(src, dst, *, follow_symlinks=True):
    if _same_file(src, dst):
        raise SameFileError("{!r} and {!r} are the same file".format(src, dst))
    for fn in (src, dst):
        if _is_fifo(fn):
            raise SpecialFileError("`%s` is a named pipe" % os.fspath(fn))
    if not follow_symlinks and os.path.islink(src):
        os.symlink(os.readlink(src), dst)
        return dst
    with open(src, "rb") as fsrc:
        try:
            with open(dst, "wb") as fdst:
                copyfileobj(fsrc, fdst)
        except IsADirectoryError as e:
            # As CPython's: the destination's error, reported when it is a directory.
            if not os.path.exists(dst):
                raise FileNotFoundError(f"Directory does not exist: {dst}") from e
            raise
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    if not follow_symlinks and os.path.islink(src) and os.path.islink(dst):
        # Linux has no lchmod: nothing to copy, as CPython does.
        return
    os.chmod(dst, os.stat(src).st_mode & 0o7777)


def copystat(src, dst, *, follow_symlinks=True):
    if not follow_symlinks and os.path.islink(src) and os.path.islink(dst):
        return
    st = os.stat(src)
    os.utime(dst, (st.st_atime, st.st_mtime))
    os.chmod(dst, st.st_mode & 0o7777)


def _into_dir(src, dst):
    if os.path.isdir(dst):
        return os.path.join(dst, os.path.basename(os.fspath(src)))
    return dst


def copy(src, dst, *, follow_symlinks=True):
    dst = _into_dir(src, dst)
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copymode(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    dst = _into_dir(src, dst)
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copystat(src, dst, follow_symlinks=follow_symlinks)
    return dst


def ignore_patterns(*patterns):
    """A copytree ignore function leaving out the names matching any of patterns."""
    def _ignore_patterns(path, names):
        ignored = []
        for pattern in patterns:
            ignored.extend(fnmatch.filter(names, pattern))
        return set(ignored)
    return _ignore_patterns


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    with os.scandir(src) as it:
        entries = list(it)
    if ignore is not None:
        ignored = ignore(os.fspath(src), [e.name for e in entries])
    else:
        ignored = set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    for entry in entries:
        if entry.name in ignored:
            continue
        srcname = os.path.join(src, entry.name)
        dstname = os.path.join(dst, entry.name)
        try:
            if entry.is_symlink():
                target = os.readlink(srcname)
                if symlinks:
                    os.symlink(target, dstname)
                    copystat(srcname, dstname, follow_symlinks=False)
                else:
                    if not os.path.exists(target if os.path.isabs(target)
                                          else os.path.join(src, target)):
                        if ignore_dangling_symlinks:
                            continue
                    if entry.is_dir():
                        copytree(srcname, dstname, symlinks, ignore, copy_function,
                                 ignore_dangling_symlinks, dirs_exist_ok)
                    else:
                        copy_function(srcname, dstname)
            elif entry.is_dir():
                copytree(srcname, dstname, symlinks, ignore, copy_function,
                         ignore_dangling_symlinks, dirs_exist_ok)
            else:
                copy_function(srcname, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    try:
        copystat(src, dst)
    except OSError as why:
        errors.append((src, dst, str(why)))
    if errors:
        raise Error(errors)
    return dst


def _rmtree_inner(path, onerror):
    try:
        with os.scandir(path) as it:
            entries = list(it)
    except OSError:
        onerror(os.scandir, path, sys.exc_info())
        return
    for entry in entries:
        fullname = entry.path
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            is_dir = False
        if is_dir:
            _rmtree_inner(fullname, onerror)
        else:
            try:
                os.unlink(fullname)
            except OSError:
                onerror(os.unlink, fullname, sys.exc_info())
    try:
        os.rmdir(path)
    except OSError:
        onerror(os.rmdir, path, sys.exc_info())


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    if ignore_errors:
        def onerror(*args):
            pass
    elif onerror is None:
        def onerror(*args):
            raise
    try:
        if os.path.islink(path):
            raise OSError("Cannot call rmtree on a symbolic link")
    except OSError:
        onerror(os.path.islink, path, sys.exc_info())
        return
    _rmtree_inner(os.fspath(path), onerror)


rmtree.avoids_symlink_attacks = False


def _basename(path):
    # A trailing separator does not make the base name empty.
    path = os.fspath(path)
    return os.path.basename(path.rstrip(os.sep))


def _destinsrc(src, dst):
    src = os.path.abspath(src)
    dst = os.path.abspath(dst)
    if not src.endswith(os.sep):
        src += os.sep
    if not dst.endswith(os.sep):
        dst += os.sep
    return dst.startswith(src)


def move(src, dst, copy_function=copy2):
    real_dst = dst
    if os.path.isdir(dst):
        if _same_file(src, dst):
            # Only a renaming of the same directory (a change of case, say).
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, _basename(src))
        if os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    try:
        os.rename(src, real_dst)
    except OSError:
        if os.path.islink(src):
            target = os.readlink(src)
            os.symlink(target, real_dst)
            os.unlink(src)
        elif os.path.isdir(src):
            if _destinsrc(src, dst):
                raise Error("Cannot move a directory '%s' into itself '%s'."
                            % (src, dst))
            copytree(src, real_dst, copy_function=copy_function, symlinks=True)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            os.unlink(src)
    return real_dst


def _access_check(fn, mode):
    return os.path.exists(fn) and os.access(fn, mode) and not os.path.isdir(fn)


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    if os.path.dirname(cmd):
        if _access_check(cmd, mode):
            return cmd
        return None
    if path is None:
        path = os.environ.get("PATH", None)
        if path is None:
            path = os.defpath
    if not path:
        return None
    path = os.fspath(path)
    seen = set()
    for d in path.split(os.pathsep):
        normdir = os.path.normcase(d)
        if normdir in seen:
            continue
        seen.add(normdir)
        name = os.path.join(d, cmd)
        if _access_check(name, mode):
            return name
    return None


def get_terminal_size(fallback=(80, 24)):
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    try:
        lines = int(os.environ["LINES"])
    except (KeyError, ValueError):
        lines = 0
    if columns <= 0 or lines <= 0:
        try:
            size = os.get_terminal_size(sys.__stdout__.fileno())
        except (AttributeError, ValueError, OSError):
            size = os.terminal_size(fallback)
        if columns <= 0:
            columns = size.columns or fallback[0]
        if lines <= 0:
            lines = size.lines or fallback[1]
    return os.terminal_size((columns, lines))
