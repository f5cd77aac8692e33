"""fnmatch for vm-std: Unix shell-style wildcards (`*`, `?`, `[seq]`, `[!seq]`) matched
through regular expressions, written for vm-std after CPython 3.11's behaviour (its
`translate` gives the same pattern text). Paths are POSIX: normcase changes nothing."""

import os
import posixpath
import re
import functools

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def fnmatch(name, pat):
    name = posixpath.normcase(os.fspath(name))
    pat = posixpath.normcase(os.fspath(pat))
    return fnmatchcase(name, pat)


@functools.lru_cache(maxsize=32768, typed=True)
def _compile(pat):
    return re.compile(translate(pat)).match


def filter(names, pat):
    pat = posixpath.normcase(os.fspath(pat))
    match = _compile(pat)
    out = []
    for name in names:
        # normcase is the identity on POSIX, so the names are matched as given.
        if match(name):
            out.append(name)
    return out


def fnmatchcase(name, pat):
    return _compile(pat)(name) is not None


# Marks a run of `*` among the translated pieces (a run counts as one star).
_STAR = object()


def _set_item(text):
    """The text of one side of a `-` in a character class, escaped for a regex class."""
    return text.replace("\\", "\\\\").replace("-", "\\-")


def _translate_class(pat, start, end):
    """The regex for the class pat[start:end] (between `[` and `]`), or None when it
    matches nothing (every range in it is empty)."""
    body = pat[start:end]
    if "-" not in body:
        body = body.replace("\\", "\\\\")
    else:
        # Split at each hyphen that makes a range (not a leading `-` nor the `!`),
        # keeping the pieces: piece[-1] and next piece[0] are a range's ends.
        pieces = []
        i = start
        k = start + 2 if pat[start] == "!" else start + 1
        while True:
            k = pat.find("-", k, end)
            if k < 0:
                break
            pieces.append(pat[i:k])
            i = k + 1
            k = k + 3
        last = pat[i:end]
        if last:
            pieces.append(last)
        else:
            pieces[-1] += "-"
        # A range whose low end is above its high end matches nothing: drop it by
        # joining its neighbours without the hyphen.
        k = len(pieces) - 1
        while k > 0:
            if pieces[k - 1][-1] > pieces[k][0]:
                pieces[k - 1] = pieces[k - 1][:-1] + pieces[k][1:]
                del pieces[k]
            k -= 1
        body = "-".join([_set_item(p) for p in pieces])
    # Set operations that future regex versions may read: escape them.
    body = re.sub(r"([&~|])", r"\\\1", body)
    if not body:
        return None
    if body == "!":
        return "."
    if body[0] == "!":
        return "[^" + body[1:] + "]"
    if body[0] in ("^", "["):
        return "[\\" + body + "]"
    return "[" + body + "]"


def translate(pat):
    """The regular expression (text) that matches what shell pattern pat matches."""
    pieces = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            if not pieces or pieces[-1] is not _STAR:
                pieces.append(_STAR)
        elif c == "?":
            pieces.append(".")
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                pieces.append("\\[")
            else:
                cls = _translate_class(pat, i, j)
                pieces.append("(?!)" if cls is None else cls)
                i = j + 1
        else:
            pieces.append(re.escape(c))
    # Each star but the last becomes a lazy atomic group up to the fixed text after it,
    # so that matching never backtracks into it (no exponential time).
    out = []
    i = 0
    n = len(pieces)
    while i < n and pieces[i] is not _STAR:
        out.append(pieces[i])
        i += 1
    while i < n:
        i += 1
        fixed = []
        while i < n and pieces[i] is not _STAR:
            fixed.append(pieces[i])
            i += 1
        fixed = "".join(fixed)
        if i == n:
            out.append(".*")
            out.append(fixed)
        else:
            out.append("(?>.*?" + fixed + ")")
    return "(?s:" + "".join(out) + ")\\Z"
