"""Compression compatible with gzip, as CPython 3.11's `zlib`.

vm-std's own: `compress`, `decompress`, the checksums and `error` are the native
`_zlib`'s (miniz_oxide's deflate: valid streams, not zlib's bytes); this module adds the
stream objects: `compressobj` compresses as it is fed (its state is native), every
flush mode included; `decompressobj` inflates what it has been given so far at each
call. Neither takes a `zdict` nor has `copy()`; `decompress(max_length=...)` is not
supported.
"""

from _zlib import *
from _zlib import error, compress, decompress, crc32, adler32
import _zlib


class Compress:
    """A compression stream (`zlib.compressobj()`)."""

    __module__ = "zlib"

    def __init__(self, level, wbits):
        self._state = _zlib._deflater(level, wbits)

    def compress(self, data, /):
        return _zlib._deflate(self._state, data, Z_NO_FLUSH)

    def flush(self, mode=Z_FINISH, /):
        if mode == Z_NO_FLUSH:
            return b""
        return _zlib._deflate(self._state, b"", mode)


class Decompress:
    """A decompression stream (`zlib.decompressobj()`)."""

    __module__ = "zlib"

    def __init__(self, wbits):
        self._wbits = wbits
        self._input = b""
        self._given = 0
        self.unused_data = b""
        self.unconsumed_tail = b""
        self.eof = False

    def decompress(self, data, /, max_length=0):
        if max_length < 0:
            raise ValueError("max_length must be non-negative")
        if max_length:
            raise NotImplementedError("vm-std: decompress(max_length=...) is not supported")
        data = bytes(data)
        if self.eof:
            self.unused_data += data
            return b""
        self._input += data
        out, used, eof = _zlib._inflate(self._input, self._wbits)
        fresh = out[self._given:]
        self._given = len(out)
        if eof:
            self.eof = True
            self.unused_data = self._input[used:]
            self._input = b""
        return fresh

    def flush(self, length=16384, /):
        if length <= 0:
            raise ValueError("length must be greater than zero")
        return b""


def compressobj(level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS,
                memLevel=DEF_MEM_LEVEL, strategy=Z_DEFAULT_STRATEGY, zdict=None):
    """A stream compressing what it is given."""
    if zdict is not None:
        raise NotImplementedError("vm-std: zlib zdict is not supported")
    try:
        return Compress(level, wbits)
    except error:
        raise ValueError("Invalid initialization option") from None


def decompressobj(wbits=MAX_WBITS, zdict=b""):
    """A stream decompressing what it is given."""
    if zdict:
        raise NotImplementedError("vm-std: zlib zdict is not supported")
    try:
        _zlib._inflate(b"", wbits)  # the argument checks
    except error:
        raise ValueError("Invalid initialization option") from None
    return Decompress(wbits)
