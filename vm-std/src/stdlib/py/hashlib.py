"""Secure hashes and message digests, as CPython 3.11's `hashlib`.

vm-std's own: the digests are the native `_hashlib`'s (RustCrypto); this module makes
the hash objects. blake2's tree-hashing parameters (fanout, depth, ...) are ignored.
"""

import _hashlib

# The constructors are named as CPython's OpenSSL ones (`md5.__name__` is
# `openssl_md5`).

__all__ = (
    "md5", "sha1", "sha224", "sha256", "sha384", "sha512",
    "blake2b", "blake2s", "sha3_224", "sha3_256", "sha3_384", "sha3_512",
    "shake_128", "shake_256", "new", "algorithms_guaranteed",
    "algorithms_available", "file_digest",
)

# name: (digest_size, block_size)
_SIZES = {
    "md5": (16, 64), "sha1": (20, 64), "sha224": (28, 64), "sha256": (32, 64),
    "sha384": (48, 128), "sha512": (64, 128),
    "sha3_224": (28, 144), "sha3_256": (32, 136), "sha3_384": (48, 104),
    "sha3_512": (64, 72), "shake_128": (0, 168), "shake_256": (0, 136),
    "blake2b": (64, 128), "blake2s": (32, 64),
}

algorithms_guaranteed = set(_SIZES)
algorithms_available = set(_SIZES)


class HASH:
    """A hash object: `update` it with bytes, read its `digest()`."""

    __module__ = "_hashlib"
    __slots__ = ("_state", "_name", "_digest_size")

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create '_hashlib.HASH' instances")

    @property
    def name(self):
        return self._name

    @property
    def digest_size(self):
        return self._digest_size

    @property
    def block_size(self):
        return _SIZES[self._name][1]

    def update(self, obj, /):
        _hashlib.update(self._state, obj)

    def digest(self):
        return _hashlib.digest(self._state, 0)

    def hexdigest(self):
        return _hashlib.digest(self._state, 0).hex()

    def copy(self):
        return _make(self._name, _hashlib.copy(self._state), self._digest_size)

    def __repr__(self):
        return "<%s _hashlib.HASH object @ %s>" % (self._name, hex(id(self)))


class HASHXOF(HASH):
    """A shake hash object: its digest has the length asked for."""

    __slots__ = ()

    def digest(self, length):
        return _hashlib.digest(self._state, length)

    def hexdigest(self, length):
        return _hashlib.digest(self._state, length).hex()


def _make(name, state, digest_size):
    h = object.__new__(HASHXOF if name.startswith("shake") else HASH)
    h._state = state
    h._name = name
    h._digest_size = digest_size
    return h


def _hash(name, data, digest_size=None, *blake2):
    if digest_size is None:
        digest_size = _SIZES[name][0]
    h = _make(name, _hashlib.new(name, digest_size, *blake2), digest_size)
    if data is not None:
        h.update(data)
    return h


def new(name, data=b"", **kwargs):
    """A new hash object of algorithm `name`, fed `data`."""
    if not isinstance(name, str):
        raise TypeError("name must be a string")
    key = name.lower()
    if key not in _SIZES:
        raise ValueError("unsupported hash type " + name)
    if key in ("blake2b", "blake2s"):
        return _CONSTRUCTORS[key](data, **kwargs)
    kwargs.pop("usedforsecurity", None)
    if kwargs:
        raise TypeError("'%s' is an invalid keyword argument for new()" % next(iter(kwargs)))
    return _hash(key, data)


def openssl_md5(string=b"", *, usedforsecurity=True):
    return _hash("md5", string)


md5 = openssl_md5


def openssl_sha1(string=b"", *, usedforsecurity=True):
    return _hash("sha1", string)


sha1 = openssl_sha1


def openssl_sha224(string=b"", *, usedforsecurity=True):
    return _hash("sha224", string)


sha224 = openssl_sha224


def openssl_sha256(string=b"", *, usedforsecurity=True):
    return _hash("sha256", string)


sha256 = openssl_sha256


def openssl_sha384(string=b"", *, usedforsecurity=True):
    return _hash("sha384", string)


sha384 = openssl_sha384


def openssl_sha512(string=b"", *, usedforsecurity=True):
    return _hash("sha512", string)


sha512 = openssl_sha512


def openssl_sha3_224(string=b"", *, usedforsecurity=True):
    return _hash("sha3_224", string)


sha3_224 = openssl_sha3_224


def openssl_sha3_256(string=b"", *, usedforsecurity=True):
    return _hash("sha3_256", string)


sha3_256 = openssl_sha3_256


def openssl_sha3_384(string=b"", *, usedforsecurity=True):
    return _hash("sha3_384", string)


sha3_384 = openssl_sha3_384


def openssl_sha3_512(string=b"", *, usedforsecurity=True):
    return _hash("sha3_512", string)


sha3_512 = openssl_sha3_512


def openssl_shake_128(string=b"", *, usedforsecurity=True):
    return _hash("shake_128", string)


shake_128 = openssl_shake_128


def openssl_shake_256(string=b"", *, usedforsecurity=True):
    return _hash("shake_256", string)


shake_256 = openssl_shake_256


def _blake2(name, data, digest_size, key, salt, person):
    # The native state checks the sizes, with CPython's messages.
    return _hash(name, data, digest_size, key, salt, person)


def blake2b(data=b"", *, digest_size=64, key=b"", salt=b"", person=b"",
            fanout=1, depth=1, leaf_size=0, node_offset=0, node_depth=0,
            inner_size=0, last_node=False, usedforsecurity=True):
    return _blake2("blake2b", data, digest_size, key, salt, person)


def blake2s(data=b"", *, digest_size=32, key=b"", salt=b"", person=b"",
            fanout=1, depth=1, leaf_size=0, node_offset=0, node_depth=0,
            inner_size=0, last_node=False, usedforsecurity=True):
    return _blake2("blake2s", data, digest_size, key, salt, person)


_CONSTRUCTORS = {"blake2b": blake2b, "blake2s": blake2s}


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    """The hash object of `digest` (a name or a constructor) fed all of `fileobj`."""
    if isinstance(digest, str):
        digestobj = new(digest)
    else:
        digestobj = digest()
    while True:
        data = fileobj.read(_bufsize)
        if not data:
            break
        digestobj.update(data)
    return digestobj
