"""traceback for vm-std: an exception's traceback and the running frames, extracted
and formatted as CPython 3.11's module does (and as vm-std prints an uncaught
exception): `print_exc`, `format_exc`, `format_exception`, `print_exception`,
`format_exception_only`, `extract_tb`, `format_tb`, `print_tb`, `extract_stack`,
`format_stack`, `print_stack`, `format_list`, `FrameSummary`, `StackSummary` and
`TracebackException`. Written for vm-std (not CPython's Lib/traceback).

vm-std has no frame objects: the frames come from `_traceback` (`frames` of a traceback
object, `stack` for the running ones), as (file, line, function) and the source line.
Not there: the `^^^` markers CPython 3.11 prints under part of a line, `tb_frame` and
`tb_next` (a traceback object has no attributes), `walk_tb`/`walk_stack`, locals
(`capture_locals`), and the special layout of a `SyntaxError`."""

import sys
import _traceback

__all__ = ["extract_stack", "extract_tb", "format_exception", "format_exception_only",
           "format_list", "format_stack", "format_tb", "print_exc", "format_exc",
           "print_exception", "print_last", "print_stack", "print_tb", "clear_frames",
           "FrameSummary", "StackSummary", "TracebackException"]

_RECURSIVE_CUTOFF = 3
_CAUSE = "\nThe above exception was the direct cause of the following exception:\n\n"
_CONTEXT = "\nDuring handling of the above exception, another exception occurred:\n\n"
_sentinel = object()


class FrameSummary:
    """One frame of a traceback: `filename`, `lineno`, `name` and the source `line`
    (read when first asked for); it unpacks and compares as that 4-tuple."""

    __slots__ = ("filename", "lineno", "end_lineno", "colno", "end_colno", "name",
                 "_line", "locals")

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None,
                 line=None, end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self.locals = None if locals is None else {k: repr(v) for k, v in locals.items()}
        if lookup_line:
            self.line

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno
                    and self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    __hash__ = None

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return f"<FrameSummary file {self.filename}, line {self.lineno} in {self.name}>"

    def __len__(self):
        return 4

    @property
    def _original_line(self):
        self.line
        return self._line

    @property
    def line(self):
        if self._line is None:
            if self.lineno is None:
                return None
            self._line = _traceback.line(self.filename, self.lineno)
        return self._line.strip()


class StackSummary(list):
    """A list of FrameSummary objects, outermost first."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True,
                capture_locals=False):
        """The summary of `frame_gen`'s `(filename, lineno, name)` entries (vm-std has
        no frame objects to walk)."""
        result = klass()
        for filename, lineno, name in frame_gen:
            result.append(FrameSummary(filename, lineno, name, lookup_line=lookup_lines))
        return result

    @classmethod
    def from_list(klass, a_list):
        """A summary of FrameSummary objects or `(filename, lineno, name, line)`
        tuples."""
        result = klass()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        """The text of one frame: its `File` line and its source line."""
        text = f'  File "{frame_summary.filename}", line {frame_summary.lineno}, ' \
               f"in {frame_summary.name}\n"
        if frame_summary.line:
            text += f"    {frame_summary.line}\n"
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                text += f"    {name} = {value}\n"
        return text

    def format(self):
        """The frames' text, one string a frame; a frame repeated more than three
        times in a row is shown three times and counted after them."""
        result = []
        last = None
        count = 0
        for frame in self:
            key = (frame.filename, frame.lineno, frame.name)
            if last is None or last != key:
                if count > _RECURSIVE_CUTOFF:
                    result.append(_repeated(count - _RECURSIVE_CUTOFF))
                last = key
                count = 0
            count += 1
            if count > _RECURSIVE_CUTOFF:
                continue
            result.append(self.format_frame_summary(frame))
        if count > _RECURSIVE_CUTOFF:
            result.append(_repeated(count - _RECURSIVE_CUTOFF))
        return result


def _repeated(n):
    return f"  [Previous line repeated {n} more time{'s' if n > 1 else ''}]\n"


def _limited(frames, limit, recent):
    # `limit` frames: the outermost ones of a traceback, the most recent of a stack; a
    # negative limit counts from the other end.
    if limit is None:
        limit = getattr(sys, "tracebacklimit", None)
        if limit is not None and limit < 0:
            limit = 0
    if limit is None:
        return frames
    if recent:
        return frames[len(frames) - limit:] if limit >= 0 else frames[:-limit]
    return frames[:limit] if limit >= 0 else frames[limit:]


def extract_tb(tb, limit=None):
    """The frames of traceback `tb` (an exception's `__traceback__`), outermost first."""
    return StackSummary.extract(_limited(_traceback.frames(tb), limit, False))


def extract_stack(f=None, limit=None):
    """The frames running where it is called, outermost first (the caller's last)."""
    frames = [entry[:3] for entry in _traceback.stack()]
    return StackSummary.extract(_limited(frames, limit, True))


def format_list(extracted_list):
    """The text of each entry of a list of frames (FrameSummary objects or 4-tuples)."""
    return StackSummary.from_list(extracted_list).format()


def format_tb(tb, limit=None):
    """The text of each frame of traceback `tb`."""
    return extract_tb(tb, limit=limit).format()


def print_tb(tb, limit=None, file=None):
    """Prints the frames of traceback `tb`."""
    _print_list(format_tb(tb, limit), file)


def format_stack(f=None, limit=None):
    """The text of each running frame (the caller's last)."""
    frames = [entry[:3] for entry in _traceback.stack()]
    return StackSummary.extract(_limited(frames, limit, True)).format()


def print_stack(f=None, limit=None, file=None):
    """Prints the running frames (the caller's last)."""
    frames = [entry[:3] for entry in _traceback.stack()]
    _print_list(StackSummary.extract(_limited(frames, limit, True)).format(), file)


def _print_list(lines, file):
    if file is None:
        file = sys.stderr
    for line in lines:
        print(line, file=file, end="")


def _exception(exc, value, tb, name):
    # The 3.10 forms: (exc) or (type, value, tb): the exception and its traceback.
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is _sentinel:
        if exc is not None and not isinstance(exc, BaseException):
            raise TypeError(f"Exception expected for value, {type(exc).__name__} found")
        return exc, getattr(exc, "__traceback__", None)
    return value, tb


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    """The lines printing `exc` would print: its traceback and its last line, after
    the exceptions it was raised from or while handling (with `chain`)."""
    value, tb = _exception(exc, value, tb, "format_exception")
    return list(TracebackException(type(value), value, tb, limit=limit,
                                   compact=True).format(chain=chain))


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None,
                    chain=True):
    """Prints `exc` as an uncaught exception is printed, to `file` (sys.stderr)."""
    value, tb = _exception(exc, value, tb, "print_exception")
    if file is None:
        file = sys.stderr
    for line in TracebackException(type(value), value, tb, limit=limit,
                                   compact=True).format(chain=chain):
        print(line, file=file, end="")


def format_exception_only(exc, /, value=_sentinel):
    """The last lines of `exc`'s traceback: `Type: message` and its notes."""
    if value is _sentinel:
        value = exc
    return list(TracebackException(type(value), value, None,
                                   compact=True).format_exception_only())


def format_exc(limit=None, chain=True):
    """`format_exception` of the exception being handled, as one string."""
    return "".join(format_exception(sys.exception(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    """`print_exception` of the exception being handled."""
    print_exception(sys.exception(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    """Prints `sys.last_value`, the exception the interactive interpreter last
    reported."""
    if not hasattr(sys, "last_value"):
        raise ValueError("no last exception")
    print_exception(sys.last_value, limit=limit, file=file, chain=chain)


def clear_frames(tb):
    """Clears the frames' locals (vm-std's traceback objects keep none)."""


def _some_str(value):
    try:
        return str(value)
    except BaseException:
        return "<exception str() failed>"


class TracebackException:
    """An exception made ready for formatting: its type, its last line, its frames
    (`stack`) and the exceptions it was raised from (`__cause__`) or while handling
    (`__context__`)."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False,
                 max_group_width=15, max_group_depth=10, _seen=None):
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self.exc_type = exc_type
        self._str = _some_str(exc_value)
        self.__notes__ = getattr(exc_value, "__notes__", None)
        frames = _traceback.frames(exc_traceback) if exc_traceback is not None else []
        self.stack = StackSummary.extract(_limited(frames, limit, False),
                                          lookup_lines=lookup_lines)
        self.__cause__ = None
        self.__context__ = None
        self.__suppress_context__ = bool(getattr(exc_value, "__suppress_context__",
                                                 False))
        if exc_value is None:
            return
        cause = exc_value.__cause__
        if cause is not None and id(cause) not in _seen:
            self.__cause__ = TracebackException(type(cause), cause, cause.__traceback__,
                                                limit=limit, lookup_lines=lookup_lines,
                                                _seen=_seen)
        context = exc_value.__context__
        if context is not None and id(context) not in _seen and \
                not self.__suppress_context__:
            self.__context__ = TracebackException(type(context), context,
                                                  context.__traceback__, limit=limit,
                                                  lookup_lines=lookup_lines,
                                                  _seen=_seen)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        """The TracebackException of exception `exc`."""
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        """The exception's last line, `Type: message`, and its notes, each ending in a
        newline."""
        if self.exc_type is None:
            yield "None\n"
            return
        stype = self.exc_type.__qualname__
        smod = self.exc_type.__module__
        if smod not in ("__main__", "builtins"):
            if not isinstance(smod, str):
                smod = "<unknown>"
            stype = smod + "." + stype
        if self._str:
            yield f"{stype}: {self._str}\n"
        else:
            yield f"{stype}\n"
        notes = self.__notes__
        if isinstance(notes, (list, tuple)):
            for note in notes:
                note = _some_str(note)
                for line in note.split("\n"):
                    yield line + "\n"
        elif notes is not None:
            try:
                yield repr(notes) + "\n"
            except BaseException:
                yield "<__notes__ repr() failed>\n"

    def format(self, *, chain=True, _ctx=None):
        """The lines of the exception's report, the exceptions of its chain first."""
        # (link, exception): how each exception came from the next one (newest first).
        chain_list = []
        exc = self
        while exc is not None:
            if chain:
                if exc.__cause__ is not None:
                    link = _CAUSE
                    nxt = exc.__cause__
                elif exc.__context__ is not None and not exc.__suppress_context__:
                    link = _CONTEXT
                    nxt = exc.__context__
                else:
                    link = None
                    nxt = None
            else:
                link = None
                nxt = None
            chain_list.append((link, exc))
            exc = nxt
        # Oldest first, each followed by how it led to the next one.
        for i in range(len(chain_list) - 1, -1, -1):
            exc = chain_list[i][1]
            if exc.stack:
                yield "Traceback (most recent call last):\n"
                yield from exc.stack.format()
            yield from exc.format_exception_only()
            if i > 0:
                yield chain_list[i - 1][0]

    def print(self, *, file=None, chain=True):
        """Prints the report to `file` (sys.stderr)."""
        if file is None:
            file = sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end="")
