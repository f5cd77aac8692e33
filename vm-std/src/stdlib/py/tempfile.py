"""tempfile for vm-std: temporary files and directories with unguessable names, written
for vm-std after CPython 3.11's behaviour: gettempdir, gettempprefix, mkstemp, mkdtemp,
mktemp, NamedTemporaryFile, TemporaryFile, TemporaryDirectory and SpooledTemporaryFile.
Files are made with O_CREAT | O_EXCL and mode 0o600, directories with mode 0o700, as
CPython's. Not done: cleanup of a TemporaryDirectory or a deleting NamedTemporaryFile
that is dropped unclosed (CPython's finalizers), bytes names."""

import os
import io

__all__ = ["NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile",
           "TemporaryDirectory", "mkstemp", "mkdtemp", "mktemp", "TMP_MAX",
           "gettempprefix", "tempdir", "gettempdir", "gettempprefixb", "gettempdirb"]

TMP_MAX = 10000
template = "tmp"
tempdir = None

_NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_"


def _random_name():
    """Eight characters drawn from the system's entropy."""
    return "".join([_NAME_CHARS[b % len(_NAME_CHARS)] for b in os.urandom(8)])


def _candidate_dirs():
    for name in ("TMPDIR", "TEMP", "TMP"):
        d = os.getenv(name)
        if d:
            yield d
    yield from ("/tmp", "/var/tmp", "/usr/tmp")
    try:
        yield os.getcwd()
    except OSError:
        yield os.curdir


def _find_tempdir():
    for d in _candidate_dirs():
        if d != os.curdir:
            d = os.path.abspath(d)
        # A directory counts when a file can be made in it, as CPython checks.
        for _ in range(100):
            name = os.path.join(d, _random_name())
            try:
                fd = os.open(name, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
            except FileExistsError:
                continue
            except OSError:
                break
            try:
                os.write(fd, b"blat")
            finally:
                os.close(fd)
                os.unlink(name)
            return d
    raise FileNotFoundError(2, "No usable temporary directory found in %s"
                            % list(_candidate_dirs()))


def gettempdir():
    global tempdir
    if tempdir is None:
        tempdir = _find_tempdir()
    return tempdir


def gettempdirb():
    return os.fsencode(gettempdir())


def gettempprefix():
    return template


def gettempprefixb():
    return os.fsencode(template)


def _parts(prefix, suffix, dir):
    if suffix is None:
        suffix = ""
    else:
        suffix = os.fspath(suffix)
    if prefix is None:
        prefix = template
    else:
        prefix = os.fspath(prefix)
    if dir is None:
        dir = gettempdir()
    else:
        dir = os.fspath(dir)
    for part in (prefix, suffix, dir):
        if not isinstance(part, str):
            raise TypeError("Can't mix bytes and non-bytes in path components.")
    return prefix, suffix, dir


def _make(prefix, suffix, dir, make):
    """make(name) for fresh names until one is not taken; what it returns."""
    for _ in range(TMP_MAX):
        name = os.path.join(dir, prefix + _random_name() + suffix)
        try:
            return make(name), name
        except FileExistsError:
            continue
    raise FileExistsError(17, "No usable temporary file name found")


def _open_new(name):
    return os.open(name, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    prefix, suffix, dir = _parts(prefix, suffix, dir)
    fd, name = _make(prefix, suffix, dir, _open_new)
    return fd, os.path.abspath(name)


def mkdtemp(suffix=None, prefix=None, dir=None):
    prefix, suffix, dir = _parts(prefix, suffix, dir)
    _, name = _make(prefix, suffix, dir, lambda n: os.mkdir(n, 0o700))
    return os.path.abspath(name)


def mktemp(suffix="", prefix=template, dir=None):
    if dir is None:
        dir = gettempdir()
    for _ in range(TMP_MAX):
        name = os.path.join(dir, prefix + _random_name() + suffix)
        if not os.path.lexists(name):
            return name
    raise FileExistsError(17, "No usable temporary filename found")


class _TextPlus:
    """A text file opened for reading and writing ('w+', 'r+', 'a+'), over a binary one:
    vm-std's open() has the '+' modes for binary files only."""

    def __init__(self, raw, mode, encoding, errors, newline):
        self.buffer = raw
        self.mode = mode
        self.encoding = encoding or "utf-8"
        self.errors = errors or "strict"
        self.newline = newline

    @property
    def name(self):
        return self.buffer.name

    @property
    def closed(self):
        return self.buffer.closed

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        text = s if self.newline in (None, "", "\n") else s.replace("\n", self.newline)
        self.buffer.write(text.encode(self.encoding, self.errors))
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def _decode(self, data):
        text = data.decode(self.encoding, self.errors)
        if self.newline is None:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        return text

    def read(self, size=-1):
        if size is None or size < 0:
            return self._decode(self.buffer.read())
        # Read whole characters: at most 4 bytes each in UTF-8.
        start = self.buffer.tell()
        text = self._decode(self.buffer.read())[:size]
        self.buffer.seek(start + len(text.encode(self.encoding, self.errors)))
        return text

    def readline(self, size=-1):
        line = self._decode(self.buffer.readline())
        return line if size is None or size < 0 else line[:size]

    def readlines(self, hint=-1):
        return list(self)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def seek(self, pos, whence=0):
        return self.buffer.seek(pos, whence)

    def tell(self):
        return self.buffer.tell()

    def truncate(self, pos=None):
        return self.buffer.truncate(pos)

    def flush(self):
        self.buffer.flush()

    def close(self):
        self.buffer.close()

    def fileno(self):
        return self.buffer.fileno()

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return True

    def isatty(self):
        return False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def _open_file(name, mode, encoding, errors, newline):
    # The file exists already (made with O_EXCL): 'x' opens it as 'w'.
    mode = mode.replace("x", "w")
    if "+" in mode and "b" not in mode:
        base = mode.replace("t", "").replace("+", "")
        raw = open(name, base + "b+")
        if base == "a":
            raw.seek(0, 2)
        return _TextPlus(raw, mode, encoding, errors, newline)
    if "b" in mode:
        return open(name, mode)
    return open(name, mode, encoding=encoding, errors=errors, newline=newline)


class _TemporaryFileWrapper:
    """The file NamedTemporaryFile returns: the file object (.file) and its name
    (.name); closing it deletes the file when delete is true."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closed = False

    def __getattr__(self, name):
        return getattr(self.__dict__["file"], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        self.close()
        return False

    def __iter__(self):
        for line in self.file:
            yield line

    def close(self):
        if self._closed:
            return
        self._closed = True
        try:
            self.file.close()
        finally:
            if self.delete:
                try:
                    os.unlink(self.name)
                except FileNotFoundError:
                    pass


def NamedTemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None,
                       suffix=None, prefix=None, dir=None, delete=True, *,
                       errors=None):
    prefix, suffix, dir = _parts(prefix, suffix, dir)
    fd, name = _make(prefix, suffix, dir, _open_new)
    os.close(fd)
    name = os.path.abspath(name)
    try:
        file = _open_file(name, mode, encoding, errors, newline)
    except BaseException:
        os.unlink(name)
        raise
    return _TemporaryFileWrapper(file, name, delete)


def TemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None,
                  prefix=None, dir=None, *, errors=None):
    """A file with no name in the file system: made, opened, and unlinked at once."""
    prefix, suffix, dir = _parts(prefix, suffix, dir)
    fd, name = _make(prefix, suffix, dir, _open_new)
    os.close(fd)
    try:
        return _open_file(name, mode, encoding, errors, newline)
    finally:
        os.unlink(name)


class SpooledTemporaryFile:
    """A temporary file kept in memory (io.BytesIO or io.StringIO) until it grows past
    max_size or fileno() is asked, then moved to a TemporaryFile."""

    def __init__(self, max_size=0, mode="w+b", buffering=-1, encoding=None,
                 newline=None, suffix=None, prefix=None, dir=None, *, errors=None):
        self._file = io.BytesIO() if "b" in mode else io.StringIO()
        self._max_size = max_size
        self._rolled = False
        self._args = (mode, buffering, encoding, newline, suffix, prefix, dir, errors)

    def _check(self, file):
        if self._max_size and not self._rolled and file.tell() > self._max_size:
            self.rollover()

    def rollover(self):
        if self._rolled:
            return
        mode, buffering, encoding, newline, suffix, prefix, dir, errors = self._args
        new = TemporaryFile(mode, buffering, encoding, newline, suffix, prefix, dir,
                            errors=errors)
        pos = self._file.tell()
        new.write(self._file.getvalue())
        new.seek(pos, 0)
        self._file = new
        self._rolled = True

    def __enter__(self):
        if self._file.closed:
            raise ValueError("Cannot enter context with closed file")
        return self

    def __exit__(self, *exc):
        self._file.close()
        return False

    def __iter__(self):
        return iter(self._file)

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def mode(self):
        return self._args[0]

    @property
    def name(self):
        return self._file.name if self._rolled else None

    def fileno(self):
        self.rollover()
        return self._file.fileno()

    def flush(self):
        self._file.flush()

    def read(self, *args):
        return self._file.read(*args)

    def readline(self, *args):
        return self._file.readline(*args)

    def readlines(self, *args):
        return self._file.readlines(*args)

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def truncate(self, size=None):
        if size is None:
            self._file.truncate()
        else:
            if self._max_size and size > self._max_size:
                self.rollover()
            self._file.truncate(size)

    def write(self, s):
        n = self._file.write(s)
        self._check(self._file)
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)
        self._check(self._file)

    def readable(self):
        return self._file.readable()

    def writable(self):
        return self._file.writable()

    def seekable(self):
        return self._file.seekable()


class TemporaryDirectory:
    """A directory made by mkdtemp, removed with all it holds by cleanup() or at the
    end of a with block (whose target is its name)."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._done = False

    def __repr__(self):
        return f"<{self.__class__.__name__} {self.name!r}>"

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()
        return False

    def cleanup(self):
        if self._done:
            return
        import shutil
        if os.path.lexists(self.name):
            shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)
        self._done = True
