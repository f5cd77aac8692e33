"""Regular expressions, as CPython 3.11's `re`.

vm-std's own: the engine is the native `_re` (fancy-regex, under a translation of
Python's syntax); this module makes the `Pattern` and `Match` objects, keeps the cache
of compiled patterns, expands replacement templates and splits, as CPython's `re`
package does over its `_sre` extension. Positions are character indexes. A bytes
pattern runs on the engine as text of one character per byte (latin-1) with the ASCII
flag (what `\w`, `\d`, `\s` and case folding mean for bytes), and its results are made
bytes again.
"""

import enum
import _re

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split",
    "findall", "finditer", "compile", "purge", "escape",
    "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
    "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
    "UNICODE", "NOFLAG", "RegexFlag",
]

__version__ = "2.2.1"

_MAXSIZE = 9223372036854775807


class RegexFlag(enum.IntFlag):
    NOFLAG = 0
    ASCII = A = 256
    IGNORECASE = I = 2
    LOCALE = L = 4
    UNICODE = U = 32
    MULTILINE = M = 8
    DOTALL = S = 16
    VERBOSE = X = 64
    TEMPLATE = T = 1
    DEBUG = 128

    # As CPython's `global_enum`: the members are named as the module's attributes.
    def __repr__(self):
        value = self._value_
        if value == 0:
            return "re.NOFLAG"
        names = []
        for name, bit in _FLAG_NAMES:
            if value & bit:
                names.append("re." + name)
                value &= ~bit
        if value:
            names.append(hex(value))
        return "|".join(names)

    __str__ = __repr__


# Definition order, in which RegexFlag's repr names a combination.
_FLAG_NAMES = (
    ("ASCII", 256), ("IGNORECASE", 2), ("LOCALE", 4), ("UNICODE", 32),
    ("MULTILINE", 8), ("DOTALL", 16), ("VERBOSE", 64), ("TEMPLATE", 1),
    ("DEBUG", 128),
)

# Value order, in which a Pattern's repr names its flags (as `_sre`).
_PATTERN_FLAG_NAMES = (
    ("TEMPLATE", 1), ("IGNORECASE", 2), ("LOCALE", 4), ("MULTILINE", 8),
    ("DOTALL", 16), ("UNICODE", 32), ("VERBOSE", 64), ("DEBUG", 128),
    ("ASCII", 256),
)

NOFLAG = RegexFlag.NOFLAG
ASCII = A = RegexFlag.ASCII
IGNORECASE = I = RegexFlag.IGNORECASE
LOCALE = L = RegexFlag.LOCALE
UNICODE = U = RegexFlag.UNICODE
MULTILINE = M = RegexFlag.MULTILINE
DOTALL = S = RegexFlag.DOTALL
VERBOSE = X = RegexFlag.VERBOSE
TEMPLATE = T = RegexFlag.TEMPLATE
DEBUG = RegexFlag.DEBUG


class error(Exception):
    """A pattern (or replacement template) that is no regular expression.

    msg: the message without its position; pattern; pos: where in the pattern;
    lineno, colno: the same as a line and column.
    """

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = "%s at position %d" % (msg, pos)
            self.lineno = pattern.count("\n", 0, pos) + 1
            self.colno = pos - pattern.rfind("\n", 0, pos)
            if "\n" in pattern:
                msg = "%s (line %d, column %d)" % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        super().__init__(msg)


def _text(string):
    """`string` if it can be searched by a str pattern, else CPython's TypeError."""
    if isinstance(string, str):
        return string
    if isinstance(string, (bytes, bytearray)):
        raise TypeError("cannot use a string pattern on a bytes-like object")
    raise TypeError(
        "expected string or bytes-like object, got '%s'" % type(string).__name__)


def _latin1(string):
    """A bytes-like subject of a bytes pattern as text (one character per byte), else
    CPython's TypeError."""
    if isinstance(string, (bytes, bytearray)):
        return str(string, "latin1")
    if isinstance(string, str):
        raise TypeError("cannot use a bytes pattern on a string-like object")
    raise TypeError(
        "expected string or bytes-like object, got '%s'" % type(string).__name__)


def _to_bytes(found):
    """A result of the engine for a bytes pattern (text, None or a tuple of them) as
    bytes."""
    if isinstance(found, str):
        return found.encode("latin1")
    if isinstance(found, tuple):
        return tuple(_to_bytes(x) for x in found)
    return found


def _bounds(string, pos, endpos):
    """`pos` and `endpos` clamped to the text, as `_sre` clamps them."""
    n = len(string)
    pos = pos.__index__() if not isinstance(pos, int) else pos
    endpos = endpos.__index__() if not isinstance(endpos, int) else endpos
    if pos < 0:
        pos = 0
    elif pos > n:
        pos = n
    if endpos < 0:
        endpos = 0
    elif endpos > n:
        endpos = n
    return pos, endpos


class Pattern:
    """A compiled regular expression (what `re.compile` returns)."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 're.Pattern' instances")

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    def _subject(self, string):
        """`string` as the engine's text: checked against the pattern's kind."""
        return _latin1(string) if self._bytes else _text(string)

    def _search(self, string, pos, endpos, mode):
        subject = string
        if type(string) is not str or self._bytes:
            string = self._subject(string)
        if pos or endpos < len(string):
            pos, endpos = _bounds(string, pos, endpos)
            if endpos < pos:
                return None
        else:
            endpos = len(string)
        spans = _re.search(self._code, string, pos, endpos, mode)
        if spans is None:
            return None
        return _make_match(self, subject, pos, endpos, spans)

    def search(self, string, pos=0, endpos=_MAXSIZE):
        """The first match anywhere in `string[pos:endpos]`, or None."""
        return self._search(string, pos, endpos, 0)

    def match(self, string, pos=0, endpos=_MAXSIZE):
        """The match at `pos`, or None."""
        return self._search(string, pos, endpos, 1)

    def fullmatch(self, string, pos=0, endpos=_MAXSIZE):
        """The match of all of `string[pos:endpos]`, or None."""
        return self._search(string, pos, endpos, 2)

    def _scan(self, string, pos=0, endpos=_MAXSIZE, limit=0):
        pos, endpos = _bounds(string, pos, endpos)
        if endpos < pos or limit < 0:
            return ()
        return _re.scan(self._code, string, pos, endpos, limit)

    def findall(self, string, pos=0, endpos=_MAXSIZE):
        """Every match's text (or its groups' texts) in order."""
        string = self._subject(string)
        pos, endpos = _bounds(string, pos, endpos)
        if endpos < pos:
            return []
        found = _re.findall(self._code, string, pos, endpos)
        return [_to_bytes(x) for x in found] if self._bytes else found

    def finditer(self, string, pos=0, endpos=_MAXSIZE):
        """An iterator over every match, as Match objects."""
        subject = string
        string = self._subject(string)
        p, e = _bounds(string, pos, endpos)
        return iter([_make_match(self, subject, p, e, spans)
                     for spans in self._scan(string, pos, endpos)])

    def split(self, string, maxsplit=0):
        """`string` cut at the matches, with the groups' texts between the pieces."""
        pieces = _re.split(self._code, self._subject(string), maxsplit)
        return [_to_bytes(x) for x in pieces] if self._bytes else pieces

    def subn(self, repl, string, count=0):
        """`sub`'s text and the number of replacements made."""
        subject = string
        string = self._subject(string)
        if not callable(repl):
            if self._bytes:
                if isinstance(repl, str):
                    raise TypeError(
                        "sequence item 0: expected a bytes-like object, str found")
                repl = _latin1(repl)
            else:
                repl = _text(repl)
            pieces = _template(self, repl) if "\\" in repl else (repl,)
            text, n = _re.sub(self._code, string, count, pieces)
            return (text.encode("latin1") if self._bytes else text), n
        text = string
        string = subject
        out = []
        last = 0
        n = 0
        for spans in self._scan(text, 0, _MAXSIZE, count):
            if spans[0] > last:
                out.append(string[last:spans[0]])
            piece = repl(_make_match(self, string, 0, len(string), spans))
            if piece is not None:
                # Joined as it is: a piece that is no str is CPython's TypeError
                # (`sequence item 0: expected str instance, int found`).
                out.append(piece)
            last = spans[1]
            n += 1
        if last < len(string):
            out.append(string[last:])
        return (b"" if self._bytes else "").join(out), n

    def sub(self, repl, string, count=0):
        """`string` with its matches replaced by `repl` (a template or a function of the
        match), the first `count` of them (0: all)."""
        return self.subn(repl, string, count)[0]

    def scanner(self, string, pos=0, endpos=_MAXSIZE):
        raise NotImplementedError("Pattern.scanner is not supported by vm-std's re")

    def __repr__(self):
        flags = self.flags
        if flags & (4 | 32 | 256) == 32:
            flags &= ~32
        text = repr(self.pattern)[:200]
        if not flags:
            return "re.compile(%s)" % text
        names = []
        for name, bit in _PATTERN_FLAG_NAMES:
            if flags & bit:
                names.append("re." + name)
                flags &= ~bit
        if flags:
            names.append(hex(flags))
        return "re.compile(%s, %s)" % (text, "|".join(names))

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return self.pattern == other.pattern and self.flags == other.flags

    def __ne__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return not self.__eq__(other)

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class Match:
    """A match: the text, where each group matched, and the search it came from."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 're.Match' instances")

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    def _index(self, group):
        if isinstance(group, str):
            index = self.re._groupindex.get(group)
            if index is not None:
                return index
        elif isinstance(group, int) or hasattr(type(group), "__index__"):
            index = int(group) if isinstance(group, int) else group.__index__()
            if 0 <= index <= self.re.groups:
                return index
        raise IndexError("no such group")

    def _group(self, index, default=None):
        spans = self._spans
        start = spans[2 * index]
        if start < 0:
            return default
        return self.string[start:spans[2 * index + 1]]

    def group(self, *groups):
        """The text of a group (0: the whole match; by number or name), of several as
        a tuple; None for a group that did not take part."""
        if not groups:
            return self._group(0)
        if len(groups) == 1:
            return self._group(self._index(groups[0]))
        return tuple(self._group(self._index(g)) for g in groups)

    def __getitem__(self, group):
        return self._group(self._index(group))

    def groups(self, default=None):
        """The texts of every group, `default` for those that did not take part."""
        return tuple(self._group(i, default) for i in range(1, self.re.groups + 1))

    def groupdict(self, default=None):
        """The texts of the named groups by name."""
        return {name: self._group(i, default) for name, i in self.re._groupindex.items()}

    def start(self, group=0):
        """Where the group's text starts (-1 if it did not take part)."""
        return self._spans[2 * self._index(group)]

    def end(self, group=0):
        """Where the group's text ends (-1 if it did not take part)."""
        return self._spans[2 * self._index(group) + 1]

    def span(self, group=0):
        """`(start, end)` of the group."""
        i = self._index(group)
        return (self._spans[2 * i], self._spans[2 * i + 1])

    @property
    def regs(self):
        spans = self._spans
        return tuple((spans[k], spans[k + 1]) for k in range(0, len(spans), 2))

    def expand(self, template):
        """`template` with its group references replaced, as `sub` does."""
        if self.re._bytes:
            text = str(self.string, "latin1")
            pieces = _template(self.re, _latin1(template))
            return _expand(pieces, text, self._spans).encode("latin1")
        return _expand(_template(self.re, _text(template)), self.string, self._spans)

    @property
    def lastgroup(self):
        """The name of the last group that matched, if it has one."""
        index = self.lastindex
        if index is None:
            return None
        for name, i in self.re._groupindex.items():
            if i == index:
                return name
        return None

    def __repr__(self):
        return "<re.Match object; span=(%d, %d), match=%s>" % (
            self._spans[0], self._spans[1], repr(self._group(0))[:50])

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _make_match(pattern, string, pos, endpos, spans):
    m = object.__new__(Match)
    m.string = string
    m.re = pattern
    m.pos = pos
    m.endpos = endpos
    m._spans = spans
    return m


def _lastindex(self):
    """The last group to close among those that matched: the one ending last, and of
    those the one whose `)` comes last in the pattern."""
    spans = self._spans
    ranks = self.re._close_rank
    last = None
    best = None
    for i in range(1, self.re.groups + 1):
        if spans[2 * i] >= 0:
            key = (spans[2 * i + 1], ranks[i - 1])
            if best is None or key > best:
                best = key
                last = i
    return last


Match.lastindex = property(_lastindex)


def _template(pattern, template):
    """A replacement template read as CPython reads it: a list of literal texts and
    group numbers."""
    key = (pattern, template)
    pieces = _template_cache.get(key)
    if pieces is not None:
        return pieces
    pieces = []
    literal = []
    groups = pattern.groups
    i = 0
    n = len(template)

    def group_ref(index, at):
        if index > groups:
            raise error("invalid group reference %d" % index, template, at)
        if literal:
            pieces.append("".join(literal))
            literal.clear()
        pieces.append(index)

    while i < n:
        c = template[i]
        if c != "\\":
            literal.append(c)
            i += 1
            continue
        if i + 1 >= n:
            raise error("bad escape (end of pattern)", template, i)
        c = template[i + 1]
        if c == "g":
            at = i + 2
            if at >= n or template[at] != "<":
                raise error("missing <", template, at)
            close = template.find(">", at + 1)
            if close < 0:
                if at + 1 >= n:
                    raise error("missing group name", template, at + 1)
                raise error("missing >, unterminated name", template, at + 1)
            name = template[at + 1:close]
            if not name:
                raise error("missing group name", template, at + 1)
            if name.isidentifier():
                index = pattern._groupindex.get(name)
                if index is None:
                    raise IndexError("unknown group name '%s'" % name)
            else:
                if not (name.isdigit() and name.isascii()):
                    raise error("bad character in group name '%s'" % name, template, at + 1)
                index = int(name)
            group_ref(index, at + 1)
            i = close + 1
        elif c == "0":
            j = i + 2
            value = 0
            while j < n and j < i + 4 and template[j] in "01234567":
                value = value * 8 + int(template[j])
                j += 1
            literal.append(chr(value))
            i = j
        elif c in "123456789":
            j = i + 2
            if j < n and template[j] in "0123456789":
                if (c in "01234567" and template[j] in "01234567"
                        and j + 1 < n and template[j + 1] in "01234567"):
                    value = int(template[i + 1:j + 2], 8)
                    if value > 0o377:
                        raise error("octal escape value \\%s outside of range 0-0o377"
                                    % template[i + 1:j + 2], template, i)
                    literal.append(chr(value))
                    i = j + 2
                    continue
                j += 1
            group_ref(int(template[i + 1:j]), i + 1)
            i = j
        elif c in _TEMPLATE_ESCAPES:
            literal.append(_TEMPLATE_ESCAPES[c])
            i += 2
        elif c.isascii() and c.isalpha():
            raise error("bad escape \\%s" % c, template, i)
        else:
            literal.append("\\" + c)
            i += 2
    if literal:
        pieces.append("".join(literal))
    pieces = tuple(pieces)
    if len(_template_cache) >= _MAXCACHE:
        _template_cache.clear()
    _template_cache[key] = pieces
    return pieces


_TEMPLATE_ESCAPES = {
    "a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
    "\\": "\\",
}


def _expand(pieces, string, spans):
    out = []
    for p in pieces:
        if isinstance(p, str):
            out.append(p)
        else:
            start = spans[2 * p]
            if start >= 0:
                out.append(string[start:spans[2 * p + 1]])
    return "".join(out)


# --------------------------------------------------------------------
# the module's functions

_cache = {}
_template_cache = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = flags._value_
    try:
        return _cache[type(pattern), pattern, flags]
    except (KeyError, TypeError):
        pass
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    is_bytes = not isinstance(pattern, str)
    if is_bytes and not isinstance(pattern, (bytes, bytearray)):
        raise TypeError("first argument must be string or compiled pattern")
    if not isinstance(flags, int):
        flags = flags.__index__()
    if is_bytes:
        if flags & 32:
            raise ValueError("cannot use UNICODE flag with a bytes pattern")
        made = _re.compile(str(pattern, "latin1"), flags | 256)
    else:
        made = _re.compile(pattern, flags)
    if made[0] is None:
        _, msg, pos, kind = made
        if kind == 1:
            raise ValueError(msg)
        if kind == 2:
            raise OverflowError(msg)
        raise error(msg, None if pos is None else pattern, pos)
    code, groups, names, all_flags, close_rank = made
    if is_bytes and not flags & 256:
        # (ASCII is what a bytes pattern means, not a flag it shows.)
        all_flags &= ~256
    p = object.__new__(Pattern)
    p._code = code
    p._bytes = is_bytes
    p.pattern = pattern
    p.flags = all_flags
    p.groups = groups
    p._groupindex = dict(names)
    p._close_rank = close_rank
    if len(_cache) >= _MAXCACHE:
        # Drop the oldest entry (dicts keep insertion order).
        try:
            del _cache[next(iter(_cache))]
        except (StopIteration, RuntimeError, KeyError):
            pass
    _cache[type(pattern), pattern, flags] = p
    return p


def _groupindex_of(self):
    return dict(self._groupindex)


Pattern.groupindex = property(_groupindex_of)


def compile(pattern, flags=0):
    "Compile a regular expression pattern, returning a Pattern object."
    return _compile(pattern, flags)


def search(pattern, string, flags=0):
    """Scan through string looking for a match to the pattern, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).search(string)


def match(pattern, string, flags=0):
    """Try to apply the pattern at the start of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    """Try to apply the pattern to all of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).fullmatch(string)


def sub(pattern, repl, string, count=0, flags=0):
    """Return the string obtained by replacing the leftmost
    non-overlapping occurrences of the pattern in string by the
    replacement repl."""
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    """Return a 2-tuple containing (new_string, number)."""
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    """Split the source string by the occurrences of the pattern,
    returning a list containing the resulting substrings."""
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    """Return a list of all non-overlapping matches in the string."""
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    """Return an iterator over all non-overlapping matches in the
    string."""
    return _compile(pattern, flags).finditer(string)


def purge():
    "Clear the regular expression caches"
    _cache.clear()
    _template_cache.clear()


_SPECIAL_CHARS = {i: "\\" + chr(i) for i in b"()[]{}?*+-|^$\\.&~# \t\n\r\v\f"}


def escape(pattern):
    """Escape special characters in a string."""
    if isinstance(pattern, str):
        return pattern.translate(_SPECIAL_CHARS)
    pattern = str(pattern, "latin1")
    return pattern.translate(_SPECIAL_CHARS).encode("latin1")
