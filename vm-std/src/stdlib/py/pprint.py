"""pprint for vm-std: pretty-printing of nested containers, line for line as CPython
3.11's: a value whose repr fits in the width is printed as its repr, else a dict, list,
tuple, set, string, bytes or `collections` container is split over lines, its items
indented under it; `depth` elides deeper levels as `...`, a container met again inside
itself is `<Recursion on list with id=...>`. Written for vm-std (not CPython's
Lib/pprint).

A container is laid out by the class that gives its repr: a subclass of `list` that
defines no `__repr__` is split as a list, one that defines its own is printed as its
repr, as CPython decides by `type(x).__repr__`. vm-std has no `types.MappingProxyType`
and no `complex`, so those are printed as their repr."""

import sys as _sys
from io import StringIO as _StringIO

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr",
           "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False):
    """Pretty-print `object` to `stream` (by default `sys.stdout`), with a newline."""
    PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth,
                  compact=compact, sort_dicts=sort_dicts,
                  underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *,
            compact=False, sort_dicts=True, underscore_numbers=False):
    """The pretty-printed text of `object`, without a final newline."""
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """`pprint` with dicts in their own order unless `sort_dicts` is given."""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """`repr(object)`, but a container inside itself is shown as a recursion marker."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    """Whether `saferepr(object)` can be read back by `eval`."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    """Whether `object` contains itself."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _safe_key:
    """A sort key for values that may not be ordered against each other: those that
    are not are ordered by their type's name, then their id."""

    __slots__ = ["obj"]

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return ((str(type(self.obj)), id(self.obj))
                    < (str(type(other.obj)), id(other.obj)))


def _safe_tuple(pair):
    return _safe_key(pair[0]), _safe_key(pair[1])


def _recursion(object):
    return f"<Recursion on {type(object).__name__} with id={id(object)}>"


def _repr_class(typ):
    """The class whose `__repr__` instances of `typ` use: the first along its MRO that
    defines one (a builtin type, which has no `__dict__` here, counts as defining it)."""
    if typ in _BUILTINS:
        # Asked about every value printed: a builtin type's is its own, and finding
        # that through `getattr` fails (and raises) twice.
        return typ
    # (Some of vm-std's builtin types have no `__mro__`: they give their own repr.)
    for cls in getattr(typ, "__mro__", None) or (typ,):
        namespace = getattr(cls, "__dict__", None)
        if namespace is None or "__repr__" in namespace:
            return cls
    return object


def _words(line):
    # The line cut after each run of whitespace: non-space characters, then spaces
    # (what CPython's `re.findall(r'\S*\s*', line)` gives, without its empty last match).
    parts = []
    start = 0
    i = 0
    n = len(line)
    while i < n:
        while i < n and not line[i].isspace():
            i += 1
        while i < n and line[i].isspace():
            i += 1
        parts.append(line[start:i])
        start = i
    return parts


def _bytes_chunks(object, width, allowance):
    # The bytes cut in runs of whole 4-byte groups, each repr within `width` (less the
    # allowance for the last group's).
    chunks = []
    current = b""
    last = len(object) // 4 * 4
    for i in range(0, len(object), 4):
        part = object[i:i + 4]
        candidate = current + part
        if i == last:
            width -= allowance
        if len(repr(candidate)) > width:
            if current:
                chunks.append(repr(current))
            current = part
        else:
            current = candidate
    if current:
        chunks.append(repr(current))
    return chunks


_SCALARS = frozenset((str, bytes, bytearray, float, bool, type(None)))
_BUILTINS = _SCALARS | {int, dict, list, tuple, set, frozenset}


class PrettyPrinter:
    """Pretty-prints with the given layout: `indent` spaces per level, lines within
    `width` columns where possible, levels below `depth` elided, `compact` packing
    short items on a line, dict keys sorted (`sort_dicts`), ints with `_` separators
    (`underscore_numbers`)."""

    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError("indent must be >= 0")
        if depth is not None and depth <= 0:
            raise ValueError("depth must be > 0")
        if not width:
            raise ValueError("width must be != 0")
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream if stream is not None else _sys.stdout
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        """Writes the pretty-printed object and a newline to the stream."""
        if self._stream is not None:
            self._format(object, self._stream, 0, 0, {}, 0)
            self._stream.write("\n")

    def pformat(self, object):
        """The pretty-printed text of `object`."""
        out = _StringIO()
        self._format(object, out, 0, 0, {}, 0)
        return out.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        _, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        """`(text, readable, recursive)` for `object` on one line (a subclass may
        override it to show some values differently)."""
        return self._safe_repr(object, context, maxlevels, level)

    # ------------------------------------------------------------- the layout

    def _format(self, object, stream, indent, allowance, context, level):
        objid = id(object)
        if objid in context:
            stream.write(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        rep = self._repr(object, context, level)
        if len(rep) > self._width - indent - allowance:
            split = self._dispatch.get(_repr_class(type(object)))
            if split is not None:
                context[objid] = 1
                split(self, object, stream, indent, allowance, context, level + 1)
                del context[objid]
                return
            if self._is_plain_dataclass(object):
                context[objid] = 1
                self._pprint_dataclass(object, stream, indent, allowance, context,
                                       level + 1)
                del context[objid]
                return
        stream.write(rep)

    @staticmethod
    def _is_plain_dataclass(object):
        # A dataclass instance whose repr is the generated one.
        dataclasses = _sys.modules.get("dataclasses")
        if dataclasses is None or isinstance(object, type):
            return False
        if not dataclasses.is_dataclass(object):
            return False
        return (object.__dataclass_params__.repr
                and hasattr(type(object).__repr__, "__wrapped__"))

    def _pprint_dataclass(self, object, stream, indent, allowance, context, level):
        import dataclasses
        name = type(object).__name__
        items = [(f.name, getattr(object, f.name))
                 for f in dataclasses.fields(object) if f.repr]
        stream.write(name + "(")
        self._format_namespace_items(items, stream, indent + len(name) + 1, allowance,
                                     context, level)
        stream.write(")")

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        stream.write("{")
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * " ")
        if len(object):
            if self._sort_dicts:
                items = sorted(object.items(), key=_safe_tuple)
            else:
                items = list(object.items())
            self._format_dict_items(items, stream, indent, allowance + 1, context, level)
        stream.write("}")

    def _pprint_ordered_dict(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "(")
        self._format(list(object.items()), stream, indent + len(name) + 1,
                     allowance + 1, context, level)
        stream.write(")")

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write("[")
        self._format_items(object, stream, indent, allowance + 1, context, level)
        stream.write("]")

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        stream.write("(")
        end = ",)" if len(object) == 1 else ")"
        self._format_items(object, stream, indent, allowance + len(end), context, level)
        stream.write(end)

    def _pprint_set(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        typ = type(object)
        if typ is set:
            stream.write("{")
            end = "}"
        else:
            stream.write(typ.__name__ + "({")
            end = "})"
            indent += len(typ.__name__) + 1
        items = sorted(object, key=_safe_key)
        self._format_items(items, stream, indent, allowance + len(end), context, level)
        stream.write(end)

    def _pprint_str(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        chunks = []
        lines = object.splitlines(True)
        if level == 1:
            # At the top the pieces are wrapped in parentheses.
            indent += 1
            allowance += 1
        max_width = self._width - indent
        max_first = max_width
        for i, line in enumerate(lines):
            rep = repr(line)
            if i == len(lines) - 1:
                max_first -= allowance
            if len(rep) <= max_first:
                chunks.append(rep)
                continue
            parts = _words(line)
            max_part = max_width
            current = ""
            for j, part in enumerate(parts):
                candidate = current + part
                if j == len(parts) - 1 and i == len(lines) - 1:
                    max_part -= allowance
                if len(repr(candidate)) > max_part:
                    if current:
                        chunks.append(repr(current))
                    current = part
                else:
                    current = candidate
            if current:
                chunks.append(repr(current))
        if len(chunks) == 1:
            # The string fits after all: the repr of its last line is the whole one.
            stream.write(rep)
            return
        if level == 1:
            stream.write("(")
        stream.write(("\n" + " " * indent).join(chunks))
        if level == 1:
            stream.write(")")

    def _pprint_bytes(self, object, stream, indent, allowance, context, level):
        if len(object) <= 4:
            stream.write(repr(object))
            return
        parens = level == 1
        if parens:
            indent += 1
            allowance += 1
            stream.write("(")
        chunks = _bytes_chunks(object, self._width - indent, allowance)
        stream.write(("\n" + " " * indent).join(chunks))
        if parens:
            stream.write(")")

    def _pprint_bytearray(self, object, stream, indent, allowance, context, level):
        stream.write("bytearray(")
        self._pprint_bytes(bytes(object), stream, indent + 10, allowance + 1, context,
                           level + 1)
        stream.write(")")

    def _pprint_simplenamespace(self, object, stream, indent, allowance, context, level):
        import types
        if type(object) is types.SimpleNamespace:
            # Its repr says "namespace"; a subclass's, the class's name.
            name = "namespace"
        else:
            name = type(object).__name__
        stream.write(name + "(")
        self._format_namespace_items(list(object.__dict__.items()), stream,
                                     indent + len(name) + 1, allowance, context, level)
        stream.write(")")

    def _pprint_default_dict(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        factory = self._repr(object.default_factory, context, level)
        name = type(object).__name__
        indent += len(name) + 1
        stream.write(f"{name}({factory},\n{' ' * indent}")
        self._pprint_dict(object, stream, indent, allowance + 1, context, level)
        stream.write(")")

    def _pprint_counter(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "({")
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * " ")
        self._format_dict_items(object.most_common(), stream, indent + len(name) + 1,
                                allowance + 2, context, level)
        stream.write("})")

    def _pprint_chain_map(self, object, stream, indent, allowance, context, level):
        if not len(object.maps):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "(")
        indent += len(name) + 1
        last = len(object.maps) - 1
        for i, m in enumerate(object.maps):
            if i == last:
                self._format(m, stream, indent, allowance + 1, context, level)
                stream.write(")")
            else:
                self._format(m, stream, indent, 1, context, level)
                stream.write(",\n" + " " * indent)

    def _pprint_deque(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "([")
        indent += len(name) + 1
        if object.maxlen is None:
            self._format_items(object, stream, indent, allowance + 2, context, level)
            stream.write("])")
        else:
            self._format_items(object, stream, indent, 2, context, level)
            maxlen = self._repr(object.maxlen, context, level)
            stream.write(f"],\n{' ' * indent}maxlen={maxlen})")

    def _pprint_user(self, object, stream, indent, allowance, context, level):
        # UserDict, UserList, UserString: laid out as what they wrap.
        self._format(object.data, stream, indent, allowance, context, level - 1)

    def _format_dict_items(self, items, stream, indent, allowance, context, level):
        indent += self._indent_per_level
        delimiter = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, value) in enumerate(items):
            last = i == last_index
            rep = self._repr(key, context, level)
            stream.write(rep)
            stream.write(": ")
            self._format(value, stream, indent + len(rep) + 2,
                         allowance if last else 1, context, level)
            if not last:
                stream.write(delimiter)

    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        delimiter = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, value) in enumerate(items):
            last = i == last_index
            stream.write(key)
            stream.write("=")
            if id(value) in context:
                # As the dataclass repr shows a recursive field.
                stream.write("...")
            else:
                self._format(value, stream, indent + len(key) + 1,
                             allowance if last else 1, context, level)
            if not last:
                stream.write(delimiter)

    def _format_items(self, items, stream, indent, allowance, context, level):
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * " ")
        newline = ",\n" + " " * indent
        delimiter = ""
        width = max_width = self._width - indent + 1
        items = list(items)
        last_index = len(items) - 1
        for i, item in enumerate(items):
            last = i == last_index
            if last:
                max_width -= allowance
                width -= allowance
            if self._compact:
                rep = self._repr(item, context, level)
                needed = len(rep) + 2
                if width < needed:
                    width = max_width
                    if delimiter:
                        delimiter = newline
                if width >= needed:
                    width -= needed
                    stream.write(delimiter)
                    delimiter = ", "
                    stream.write(rep)
                    continue
            stream.write(delimiter)
            delimiter = newline
            self._format(item, stream, indent, allowance if last else 1, context, level)

    def _repr(self, object, context, level):
        rep, readable, recursive = self.format(object, context.copy(), self._depth,
                                               level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return rep

    # ------------------------------------------------------ the one-line repr

    def _safe_repr(self, object, context, maxlevels, level):
        typ = type(object)
        if typ in _SCALARS:
            return repr(object), True, False
        # (The class that gives the repr is one of `typ`'s MRO: `owner is int` means
        # an int or an instance of a subclass that keeps int's repr.)
        owner = typ if typ in _BUILTINS else _repr_class(typ)
        if owner is int:
            if self._underscore_numbers:
                return f"{object:_d}", True, False
            return repr(object), True, False
        if owner is dict:
            if not object:
                return "{}", True, False
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return "{...}", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            parts = []
            level += 1
            if self._sort_dicts:
                items = sorted(object.items(), key=_safe_tuple)
            else:
                items = object.items()
            for k, v in items:
                krepr, kreadable, krecur = self.format(k, context, maxlevels, level)
                vrepr, vreadable, vrecur = self.format(v, context, maxlevels, level)
                parts.append(f"{krepr}: {vrepr}")
                readable = readable and kreadable and vreadable
                if krecur or vrecur:
                    recursive = True
            del context[objid]
            return "{" + ", ".join(parts) + "}", readable, recursive
        if owner is list or owner is tuple:
            if owner is list:
                if not object:
                    return "[]", True, False
                open_, close = "[", "]"
            elif len(object) == 1:
                open_, close = "(", ",)"
            else:
                if not object:
                    return "()", True, False
                open_, close = "(", ")"
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return open_ + "..." + close, False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            parts = []
            level += 1
            for item in object:
                irepr, ireadable, irecur = self.format(item, context, maxlevels, level)
                parts.append(irepr)
                if not ireadable:
                    readable = False
                if irecur:
                    recursive = True
            del context[objid]
            return open_ + ", ".join(parts) + close, readable, recursive
        rep = repr(object)
        return rep, bool(rep) and not rep.startswith("<"), False


def _dispatch_table():
    # The layout of each class that gives its instances' repr; `collections`' classes
    # are looked up only if the program has imported them (none of them can be met
    # otherwise), so that pprint does not load them itself.
    table = {
        dict: PrettyPrinter._pprint_dict,
        list: PrettyPrinter._pprint_list,
        tuple: PrettyPrinter._pprint_tuple,
        set: PrettyPrinter._pprint_set,
        frozenset: PrettyPrinter._pprint_set,
        str: PrettyPrinter._pprint_str,
        bytes: PrettyPrinter._pprint_bytes,
        bytearray: PrettyPrinter._pprint_bytearray,
    }
    return table


class _Dispatch(dict):
    """The table of layouts, completed on a miss with the classes of `collections` and
    `types` the program has loaded since."""

    def get(self, cls, default=None):
        found = dict.get(self, cls)
        if found is not None:
            return found
        self._add_loaded()
        return dict.get(self, cls, default)

    def _add_loaded(self):
        modules = _sys.modules
        collections = modules.get("collections")
        if collections is not None:
            self[collections.OrderedDict] = PrettyPrinter._pprint_ordered_dict
            self[collections.defaultdict] = PrettyPrinter._pprint_default_dict
            self[collections.Counter] = PrettyPrinter._pprint_counter
            self[collections.deque] = PrettyPrinter._pprint_deque
        chainmap = modules.get("_collections_chainmap")
        if chainmap is not None:
            self[chainmap.ChainMap] = PrettyPrinter._pprint_chain_map
        user = modules.get("_collections_user")
        if user is not None:
            for name in ("UserDict", "UserList", "UserString"):
                self[getattr(user, name)] = PrettyPrinter._pprint_user
        types = modules.get("types")
        if types is not None:
            self[types.SimpleNamespace] = PrettyPrinter._pprint_simplenamespace


PrettyPrinter._dispatch = _Dispatch(_dispatch_table())
