"""CSV files: `reader`, `writer`, `DictReader`, `DictWriter` and dialects, as CPython's
`csv` module (its parser's states and its writer's quoting rules; no `Sniffer`)."""

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = 0, 1, 2, 3

__all__ = [
    "QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE", "Error",
    "Dialect", "excel", "excel_tab", "unix_dialect", "reader", "writer",
    "register_dialect", "get_dialect", "list_dialects", "unregister_dialect",
    "field_size_limit", "DictReader", "DictWriter",
]


class Error(Exception):
    pass


Error.__module__ = "_csv"

_field_limit = 128 * 1024
_dialects = {}
_PARAMS = ("delimiter", "doublequote", "escapechar", "lineterminator", "quotechar",
           "quoting", "skipinitialspace", "strict")


def _one_char(name, value, allow_none):
    if value is None and allow_none:
        return None
    if not isinstance(value, str):
        raise TypeError('"%s" must be string, not %s' % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


class _Dialect:
    """A dialect's validated parameters (what CPython's `_csv.Dialect` holds)."""

    def __init__(self, dialect, params):
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)
        values = {}
        for name in _PARAMS:
            if name in params:
                values[name] = params[name]
            elif dialect is not None and hasattr(dialect, name):
                values[name] = getattr(dialect, name)
        for name in params:
            if name not in _PARAMS:
                raise TypeError("'%s' is an invalid keyword argument for this function" % name)
        self._delimiter = _one_char("delimiter", values.get("delimiter", ","), False)
        self._quotechar = _one_char("quotechar", values.get("quotechar", '"'), True)
        self._escapechar = _one_char("escapechar", values.get("escapechar"), True)
        terminator = values.get("lineterminator", "\r\n")
        if not isinstance(terminator, str):
            raise TypeError('"lineterminator" must be a string')
        self._lineterminator = terminator
        # An explicit `quotechar=None` with no quoting given means no quoting.
        if "quotechar" in values and values["quotechar"] is None and "quoting" not in values:
            values["quoting"] = QUOTE_NONE
        quoting = values.get("quoting", QUOTE_MINIMAL)
        if type(quoting) is not int:
            raise TypeError('"quoting" must be an integer')
        if quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        self._quoting = quoting
        self._doublequote = bool(values.get("doublequote", True))
        self._skipinitialspace = bool(values.get("skipinitialspace", False))
        self._strict = bool(values.get("strict", False))
        if self._quotechar is None and quoting != QUOTE_NONE:
            raise TypeError("quotechar must be set if quoting enabled")

    delimiter = property(lambda self: self._delimiter)
    quotechar = property(lambda self: self._quotechar)
    escapechar = property(lambda self: self._escapechar)
    lineterminator = property(lambda self: self._lineterminator)
    quoting = property(lambda self: self._quoting)
    doublequote = property(lambda self: self._doublequote)
    skipinitialspace = property(lambda self: self._skipinitialspace)
    strict = property(lambda self: self._strict)


class Dialect:
    """Describe a CSV dialect: subclass it and set the parameters as class attributes."""
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ is not Dialect:
            self._valid = True
        try:
            _Dialect(self, {})
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    """The usual properties of an Excel-generated CSV file."""
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    """The usual properties of an Excel-generated TAB-delimited file."""
    delimiter = "\t"


class unix_dialect(Dialect):
    """The usual properties of a CSV file generated on UNIX systems."""
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = QUOTE_ALL


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _Dialect(dialect, fmtparams)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect") from None


def list_dialects():
    return list(_dialects)


def field_size_limit(*args):
    global _field_limit
    if len(args) > 1:
        raise TypeError("field_size_limit expected at most 1 argument, got %d" % len(args))
    old = _field_limit
    if args:
        if type(args[0]) is not int:
            raise TypeError("limit must be an integer")
        _field_limit = args[0]
    return old


register_dialect("excel", excel)
register_dialect("excel-tab", excel_tab)
register_dialect("unix", unix_dialect)

# The parser's states (those of CPython's `_csv` reader).
(_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD,
 _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, _AFTER_ESCAPED_CRNL) = range(9)
# The end of an input line: not a character of it.
_EOL = None


class _reader:
    def __init__(self, lines, dialect):
        self._lines = iter(lines)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    def __next__(self):
        d = self.dialect
        delimiter, quotechar, escapechar = d.delimiter, d.quotechar, d.escapechar
        quoting, strict = d.quoting, d.strict
        fields = []
        field = []
        numeric = False
        state = _START_RECORD

        def save():
            nonlocal field, numeric
            text = "".join(field)
            field = []
            if numeric:
                numeric = False
                fields.append(float(text))
            else:
                fields.append(text)

        def add(c):
            if len(field) >= _field_limit:
                raise Error("field larger than field limit (%d)" % _field_limit)
            field.append(c)

        while True:
            try:
                line = next(self._lines)
            except StopIteration:
                if field or state == _IN_QUOTED_FIELD:
                    if strict:
                        raise Error("unexpected end of data")
                    save()
                    return fields
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %s (the file should be "
                            "opened in text mode)" % type(line).__name__)
            self.line_num += 1
            if state == _START_RECORD:
                simple = _split_simple(d, line)
                if simple is not None:
                    return simple
            for c in list(line) + [_EOL]:
                if state == _START_RECORD:
                    if c is _EOL:
                        continue
                    if c == "\n" or c == "\r":
                        state = _EAT_CRNL
                        continue
                    state = _START_FIELD
                if state == _START_FIELD:
                    if c is _EOL or c == "\n" or c == "\r":
                        save()
                        state = _START_RECORD if c is _EOL else _EAT_CRNL
                    elif c == quotechar and quoting != QUOTE_NONE:
                        state = _IN_QUOTED_FIELD
                    elif c == escapechar:
                        state = _ESCAPED_CHAR
                    elif c == " " and d.skipinitialspace:
                        pass
                    elif c == delimiter:
                        save()
                    else:
                        if quoting == QUOTE_NONNUMERIC:
                            numeric = True
                        add(c)
                        state = _IN_FIELD
                elif state == _ESCAPED_CHAR:
                    if c == "\n" or c == "\r":
                        add(c)
                        state = _AFTER_ESCAPED_CRNL
                    else:
                        add("\n" if c is _EOL else c)
                        state = _IN_FIELD
                elif state == _AFTER_ESCAPED_CRNL and c is _EOL:
                    pass
                elif state == _IN_FIELD or state == _AFTER_ESCAPED_CRNL:
                    if c is _EOL or c == "\n" or c == "\r":
                        save()
                        state = _START_RECORD if c is _EOL else _EAT_CRNL
                    elif c == escapechar:
                        state = _ESCAPED_CHAR
                    elif c == delimiter:
                        save()
                        state = _START_FIELD
                    else:
                        add(c)
                        state = _IN_FIELD
                elif state == _IN_QUOTED_FIELD:
                    if c is _EOL:
                        pass
                    elif c == escapechar:
                        state = _ESCAPE_IN_QUOTED_FIELD
                    elif c == quotechar and quoting != QUOTE_NONE:
                        state = _QUOTE_IN_QUOTED_FIELD if d.doublequote else _IN_FIELD
                    else:
                        add(c)
                elif state == _ESCAPE_IN_QUOTED_FIELD:
                    add("\n" if c is _EOL else c)
                    state = _IN_QUOTED_FIELD
                elif state == _QUOTE_IN_QUOTED_FIELD:
                    if quoting != QUOTE_NONE and c == quotechar:
                        add(c)
                        state = _IN_QUOTED_FIELD
                    elif c == delimiter:
                        save()
                        state = _START_FIELD
                    elif c is _EOL or c == "\n" or c == "\r":
                        save()
                        state = _START_RECORD if c is _EOL else _EAT_CRNL
                    elif not strict:
                        add(c)
                        state = _IN_FIELD
                    else:
                        raise Error("'%s' expected after '%s'" % (delimiter, quotechar))
                elif state == _EAT_CRNL:
                    if c is _EOL:
                        state = _START_RECORD
                    elif c != "\n" and c != "\r":
                        raise Error("new-line character seen in unquoted field - do you "
                                    "need to open the file in universal-newline mode?")
            if state == _START_RECORD:
                return fields


def _split_simple(d, line):
    """The record of a whole `line` that holds no quote, escape or inner line break
    (most lines) under dialect `d`: a split, as the character loop would parse it;
    `None` for others."""
    if line.endswith("\r\n"):
        body = line[:-2]
    elif line.endswith("\n") or line.endswith("\r"):
        body = line[:-1]
    else:
        body = line
    if "\r" in body or "\n" in body or (d.skipinitialspace and d.delimiter == " "):
        return None
    if d.escapechar is not None and d.escapechar in body:
        return None
    if body == "":
        return []
    if d.quotechar is not None and d.quoting != QUOTE_NONE and d.quotechar in body:
        return _split_quoted(d, body)
    fields = body.split(d.delimiter)
    if d.skipinitialspace:
        fields = [f.lstrip(" ") for f in fields]
    for f in fields:
        if len(f) > _field_limit:
            raise Error("field larger than field limit (%d)" % _field_limit)
    if d.quoting == QUOTE_NONNUMERIC:
        fields = [float(f) if f else f for f in fields]
    return fields


def _split_quoted(d, body):
    """`_split_simple` for a line with quotes: each field found with `find`, not
    character by character; `None` (the character loop) for a quoted field left open
    (it goes on in the next line), text after a closing quote, `doublequote=False` or
    a field over the limit."""
    if not d.doublequote or (d.skipinitialspace and d.delimiter == " "):
        return None
    q, delim, n = d.quotechar, d.delimiter, len(body)
    numeric = d.quoting == QUOTE_NONNUMERIC
    fields = []
    pos = 0
    while True:
        if d.skipinitialspace:
            while pos < n and body[pos] == " ":
                pos += 1
        if pos < n and body[pos] == q:
            parts = []
            pos += 1
            while True:
                end = body.find(q, pos)
                if end < 0:
                    return None
                parts.append(body[pos:end])
                if end + 1 < n and body[end + 1] == q:
                    parts.append(q)
                    pos = end + 2
                else:
                    pos = end + 1
                    break
            text = "".join(parts)
            if len(text) > _field_limit:
                return None
            fields.append(text)
            if pos == n:
                return fields
            if body[pos] != delim:
                return None
            pos += 1
        else:
            end = body.find(delim, pos)
            text = body[pos:] if end < 0 else body[pos:end]
            if len(text) > _field_limit:
                return None
            fields.append(float(text) if numeric and text else text)
            if end < 0:
                return fields
            pos = end + 1
        if pos == n:
            fields.append("")
            return fields



def reader(csvfile, dialect=None, **fmtparams):
    return _reader(csvfile, _Dialect(dialect, fmtparams))


class _writer:
    def __init__(self, write, dialect):
        self._write = write
        self.dialect = dialect

    def _field(self, text, quoted, out):
        d = self.dialect
        special = (d.delimiter, d.escapechar, d.quotechar)
        plain = True
        for c in special:
            if c is not None and c in text:
                plain = False
        for c in d.lineterminator:
            if c in text:
                plain = False
        if plain:
            out.append(d.quotechar + text + d.quotechar if quoted else text)
            return
        chars = []
        for c in text:
            escape = False
            if c in special or c in d.lineterminator:
                if d.quoting == QUOTE_NONE:
                    escape = True
                elif c == d.quotechar:
                    if d.doublequote:
                        chars.append(c)
                    else:
                        escape = True
                elif c == d.escapechar:
                    escape = True
                if not escape:
                    quoted = True
                if escape:
                    if d.escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    chars.append(d.escapechar)
            chars.append(c)
        body = "".join(chars)
        out.append(d.quotechar + body + d.quotechar if quoted else body)

    def writerow(self, row):
        d = self.dialect
        try:
            items = iter(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__) from None
        out = []
        for value in items:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not isinstance(value, (int, float))
            else:
                quoted = d.quoting == QUOTE_ALL
            if value is None:
                text = ""
            elif isinstance(value, str):
                text = value
            else:
                text = str(value)
            self._field(text, quoted, out)
        if len(out) == 1 and out[0] == "":
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            out[0] = d.quotechar * 2
        return self._write(d.delimiter.join(out) + d.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(csvfile, dialect=None, **fmtparams):
    write = getattr(csvfile, "write", None)
    if write is None:
        raise TypeError('argument 1 must have a "write" method')
    return _writer(write, _Dialect(dialect, fmtparams))


class DictReader:
    """Rows as dicts keyed by the field names (the first row's, unless given)."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel",
                 *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        names = self.fieldnames
        result = dict(zip(names, row))
        if len(names) < len(row):
            result[self.restkey] = row[len(names):]
        else:
            for name in names[len(row):]:
                result[name] = self.restval
        return result


class DictWriter:
    """Writes dicts as rows, their values in the order of `fieldnames`."""

    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel",
                 *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        return self.writerow(dict(zip(self.fieldnames, self.fieldnames)))

    def _values(self, rowdict):
        if self.extrasaction == "raise":
            extra = [k for k in rowdict if k not in self.fieldnames]
            if extra:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(k) for k in extra]))
        return [rowdict.get(k, self.restval) for k in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._values(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._values, rowdicts))
