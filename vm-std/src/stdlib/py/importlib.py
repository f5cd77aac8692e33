"""The part of importlib that programs call: import_module and invalidate_caches.

vm-std's import system is in the interpreter (not importlib._bootstrap), so this module
only turns a name (relative to `package` when it starts with dots) into an import through
`__import__`, as CPython's import_module does.
"""

import sys

__all__ = ["import_module", "invalidate_caches", "reload"]


def _resolve_name(name, package, level):
    bits = package.rsplit(".", level - 1)
    if len(bits) < level:
        raise ImportError("attempted relative import beyond top-level package")
    base = bits[0]
    return f"{base}.{name}" if name else base


def import_module(name, package=None):
    """Import a module; `name` may be relative (`.sub`) to `package`."""
    level = 0
    if name.startswith("."):
        if not package:
            raise TypeError(
                "the 'package' argument is required to perform a relative "
                f"import for {name!r}"
            )
        for character in name:
            if character != ".":
                break
            level += 1
        name = _resolve_name(name[level:], package, level)
    if not name:
        raise ValueError("Empty module name")
    __import__(name)
    return sys.modules[name]


def invalidate_caches():
    """Nothing to do: vm-std's finders keep no caches of directory listings."""


def reload(module):
    """Not supported: a module's body runs once in vm-std."""
    raise NotImplementedError("importlib.reload is not supported by vm-std")
