"""Packing values into C-layout bytes and back, as CPython 3.11's `struct`.

The functions are the native `_struct`'s; this module adds `Struct`, a format read once
and kept, as CPython's `_struct.Struct` type.
"""

from _struct import (
    pack, unpack, calcsize, pack_into, unpack_from, error, _clearcache,
)
import _struct

__all__ = [
    "calcsize", "pack", "pack_into", "unpack", "unpack_from",
    "iter_unpack", "Struct", "error",
]


def iter_unpack(format, buffer, /):
    # The native function checks everything and unpacks at once.
    return iter(_struct.iter_unpack(format, buffer))


class Struct:
    """A compiled struct format: `Struct(format)`."""

    __module__ = "_struct"

    def __init__(self, format):
        size = calcsize(format)
        if isinstance(format, bytes):
            format = format.decode("ascii")
        self._format = format
        self._size = size

    @property
    def format(self):
        return self._format

    @property
    def size(self):
        return self._size

    def pack(self, *values):
        return pack(self._format, *values)

    def pack_into(self, buffer, offset, *values):
        return pack_into(self._format, buffer, offset, *values)

    def unpack(self, buffer, /):
        return unpack(self._format, buffer)

    def unpack_from(self, buffer, offset=0):
        return unpack_from(self._format, buffer, offset)

    def iter_unpack(self, buffer, /):
        return iter(_struct.iter_unpack(self._format, buffer))
