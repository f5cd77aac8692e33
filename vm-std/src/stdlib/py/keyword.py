"""keyword for vm-std: Python 3.11's keywords and soft keywords. Written for vm-std (not
CPython's Lib/keyword)."""

__all__ = ["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]

kwlist = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from",
    "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass",
    "raise", "return", "try", "while", "with", "yield",
]

softkwlist = ["_", "case", "match"]

_KEYWORDS = frozenset(kwlist)
_SOFT_KEYWORDS = frozenset(softkwlist)


# (CPython binds `frozenset(kwlist).__contains__`; vm-std's frozenset has no such
# attribute. The membership test raises the same TypeError for an unhashable argument.)
def iskeyword(s):
    """Whether `s` is a keyword of Python 3.11."""
    return s in _KEYWORDS


def issoftkeyword(s):
    """Whether `s` is a soft keyword of Python 3.11 (`match`, `case`, `_`)."""
    return s in _SOFT_KEYWORDS
