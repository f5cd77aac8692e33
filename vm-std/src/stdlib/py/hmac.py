"""HMAC (keyed hashing for message authentication, RFC 2104), as CPython 3.11's `hmac`,
over `hashlib`.
"""

import hashlib as _hashlib

__all__ = ["new", "digest", "compare_digest", "HMAC", "digest_size"]

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None


def compare_digest(a, b, /):
    """`a == b`, taking the same time whatever the data (str of ASCII, or bytes)."""
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        a = a.encode("ascii")
        b = b.encode("ascii")
    elif isinstance(a, str) and isinstance(b, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not 'str'")
    elif isinstance(a, (bytes, bytearray)):
        if not isinstance(b, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(b).__name__)
    else:
        raise TypeError(
            "unsupported operand types(s) or combination of types: '%s' and '%s'"
            % (type(a).__name__, type(b).__name__))
    a = bytes(a)
    b = bytes(b)
    result = len(a) ^ len(b)
    if len(a) != len(b):
        b = a
    for x, y in zip(a, b):
        result |= x ^ y
    return result == 0


def _constructor(digestmod):
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        return lambda d=b"": _hashlib.new(digestmod, d)
    return lambda d=b"": digestmod.new(d)


class HMAC:
    """An HMAC object: `update` it with the message, read its `digest()`."""

    blocksize = 64

    __slots__ = ("_digest_cons", "_inner", "_outer", "block_size", "digest_size")

    def __init__(self, key, msg=None, digestmod=""):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        self._digest_cons = _constructor(digestmod)
        self._inner = self._digest_cons()
        self._outer = self._digest_cons()
        self.digest_size = self._inner.digest_size
        blocksize = getattr(self._inner, "block_size", self.blocksize)
        if blocksize < 16:
            blocksize = self.blocksize
        if len(key) > blocksize:
            key = self._digest_cons(key).digest()
        self.block_size = blocksize
        key = bytes(key) + b"\x00" * (blocksize - len(key))
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = self.__class__.__new__(self.__class__)
        other._digest_cons = self._digest_cons
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        return self._current().digest()

    def hexdigest(self):
        return self._current().hexdigest()


def new(key, msg=None, digestmod=""):
    """A new HMAC object of `key` (and `msg`) over hash `digestmod`."""
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    """The HMAC of `msg` under `key`, at once."""
    return HMAC(key, msg, digest).digest()
