"""string for vm-std: the character-class constants, capwords and Template (written for
vm-std; Template scans by hand where CPython's uses a regular expression, so a subclass
may change `delimiter` but not `idpattern`, `braceidpattern` or `pattern`)."""

__all__ = ["Template", "ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation", "whitespace"]

whitespace = " \t\n\r\x0b\x0c"
ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ascii_letters = ascii_lowercase + ascii_uppercase
digits = "0123456789"
hexdigits = digits + "abcdef" + "ABCDEF"
octdigits = "01234567"
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or " ").join(word.capitalize() for word in s.split(sep))


def _identifier_end(text, start):
    """Where the ASCII identifier starting at `start` ends (`start` if there is none)."""
    n = len(text)
    if start >= n or not (text[start] == "_" or text[start] in ascii_letters):
        return start
    end = start + 1
    while end < n and (text[end] == "_" or text[end] in ascii_letters
                       or text[end] in digits):
        end += 1
    return end


class _KeywordsFirst:
    """`substitute(mapping, **kws)`'s lookup: the keywords, then the mapping."""

    def __init__(self, kws, mapping):
        self._kws = kws
        self._mapping = mapping

    def __getitem__(self, key):
        if key in self._kws:
            return self._kws[key]
        return self._mapping[key]


class Template:
    """`$`-substitution: `$name` and `${name}` are replaced by values, `$$` is a `$`."""

    delimiter = "$"

    def __init__(self, template):
        self.template = template

    def _placeholders(self):
        """The placeholders in order, as (start, end, kind, name); kind is "escaped",
        "named", "braced" or "invalid" (a delimiter followed by nothing usable)."""
        text, delim = self.template, self.delimiter
        at = 0
        while True:
            start = text.find(delim, at)
            if start < 0:
                return
            after = start + len(delim)
            if text.startswith(delim, after):
                yield start, after + len(delim), "escaped", None
                at = after + len(delim)
                continue
            end = _identifier_end(text, after)
            if end > after:
                yield start, end, "named", text[after:end]
                at = end
                continue
            if text.startswith("{", after):
                end = _identifier_end(text, after + 1)
                if end > after + 1 and text.startswith("}", end):
                    yield start, end + 1, "braced", text[after + 1:end]
                    at = end + 1
                    continue
            yield start, after, "invalid", None
            at = after

    def _invalid(self, at):
        lines = self.template[:at].splitlines(keepends=True)
        if not lines:
            colno, lineno = 1, 1
        else:
            colno = at - len("".join(lines[:-1]))
            lineno = len(lines)
        raise ValueError(f"Invalid placeholder in string: line {lineno}, col {colno}")

    def _substitute(self, mapping, kws, safe):
        if mapping is None:
            lookup = kws
        elif kws:
            lookup = _KeywordsFirst(kws, mapping)
        else:
            lookup = mapping
        out = []
        at = 0
        text = self.template
        for start, end, kind, name in self._placeholders():
            out.append(text[at:start])
            at = end
            if kind == "escaped":
                out.append(self.delimiter)
            elif kind == "invalid":
                if not safe:
                    # CPython reports the position just after the delimiter.
                    self._invalid(end)
                out.append(text[start:end])
            elif safe:
                try:
                    out.append(str(lookup[name]))
                except KeyError:
                    out.append(text[start:end])
            else:
                out.append(str(lookup[name]))
        out.append(text[at:])
        return "".join(out)

    def substitute(self, mapping=None, /, **kws):
        """The template with every placeholder replaced: `KeyError` for a missing
        name, `ValueError` for a delimiter not followed by a name."""
        return self._substitute(mapping, kws, False)

    def safe_substitute(self, mapping=None, /, **kws):
        """As `substitute`, leaving missing names and stray delimiters as they are."""
        return self._substitute(mapping, kws, True)

    def is_valid(self):
        """Whether every delimiter starts a placeholder."""
        return all(kind != "invalid" for _, _, kind, _ in self._placeholders())

    def get_identifiers(self):
        """The names of the placeholders, in order, each once."""
        names = []
        for _, _, kind, name in self._placeholders():
            if name is not None and name not in names:
                names.append(name)
        return names
