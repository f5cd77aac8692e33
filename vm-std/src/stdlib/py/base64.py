"""Base16, Base32, Base64, Base85 and Ascii85 data encodings, as CPython 3.11's
`base64`, over `binascii` and the private `_base64` (the Base32 and Base85 loops).
"""

import binascii
import _base64

__all__ = [
    "encode", "decode", "encodebytes", "decodebytes",
    "b64encode", "b64decode", "b32encode", "b32decode",
    "b32hexencode", "b32hexdecode", "b16encode", "b16decode",
    "b85encode", "b85decode", "a85encode", "a85decode",
    "standard_b64encode", "standard_b64decode",
    "urlsafe_b64encode", "urlsafe_b64decode",
]

bytes_types = (bytes, bytearray)


def _bytes_from_decode_data(s):
    # What the decoders take: bytes-like, or a str of ASCII characters.
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters")
    if isinstance(s, bytes_types):
        return bytes(s)
    raise TypeError("argument should be a bytes-like object or ASCII string, "
                    "not %r" % s.__class__.__name__) from None


def b64encode(s, altchars=None):
    """Base64 of bytes-like `s`; `altchars` (2 bytes) stand for `+` and `/`."""
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return encoded.translate(bytes.maketrans(b"+/", altchars))
    return encoded


def b64decode(s, altchars=None, validate=False):
    """The bytes of Base64 `s`; with `validate`, anything but the alphabet is an error."""
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = s.translate(bytes.maketrans(altchars, b"+/"))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    """Base64 with `-` and `_` for `+` and `/`."""
    return b64encode(s).translate(bytes.maketrans(b"+/", b"-_"))


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    s = s.translate(bytes.maketrans(b"-_", b"+/"))
    return b64decode(s)


def b32encode(s):
    """Base32 (RFC 4648) of bytes-like `s`."""
    return _base64.b32encode(s, False)


def _b32decode(hex, s, casefold, map01):
    if not isinstance(s, bytes_types):
        s = _bytes_from_decode_data(s)
    if map01 is not None:
        if len(s) % 8:
            raise binascii.Error("Incorrect padding")
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b"01", b"O" + map01))
    return _base64.b32decode(s, hex, casefold)


def b32decode(s, casefold=False, map01=None):
    """The bytes of Base32 `s`; `map01` is the letter a digit 1 stands for (0 is O)."""
    return _b32decode(False, s, casefold, map01)


def b32hexencode(s):
    """Base32 with the extended hex alphabet."""
    return _base64.b32encode(s, True)


def b32hexdecode(s, casefold=False):
    return _b32decode(True, s, casefold, None)


def b16encode(s):
    """Base16 (upper-case hex) of bytes-like `s`."""
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    """The bytes of Base16 `s` (upper case unless `casefold`)."""
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    if s.translate(None, b"0123456789ABCDEF"):
        raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)


_A85START = b"<~"
_A85END = b"~>"


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """Ascii85 of bytes-like `b`."""
    result = _base64.a85encode(b, foldspaces, pad)
    if adobe:
        result = _A85START + result
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        chunks = [result[i:i + wrapcol] for i in range(0, len(result), wrapcol)]
        if adobe and len(chunks[-1]) + 2 > wrapcol:
            chunks.append(b"")
        result = b"\n".join(chunks)
    if adobe:
        result += _A85END
    return result


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b" \t\n\r\v"):
    """The bytes of Ascii85 `b`."""
    if not isinstance(b, bytes_types):
        b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85END):
            raise ValueError(
                "Ascii85 encoded byte sequences must end with {!r}".format(_A85END))
        if b.startswith(_A85START):
            b = b[2:-2]
        else:
            b = b[:-2]
    return _base64.a85decode(b, foldspaces, ignorechars)


def b85encode(b, pad=False):
    """Base85 (as git's binary patches) of bytes-like `b`."""
    return _base64.b85encode(b, pad)


def b85decode(b):
    """The bytes of Base85 `b`."""
    if not isinstance(b, bytes_types):
        b = _bytes_from_decode_data(b)
    return _base64.b85decode(b)


MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _input_type_check(s):
    if not isinstance(s, bytes_types):
        msg = "expected bytes-like object, not %s" % s.__class__.__name__
        raise TypeError(msg)


def encodebytes(s):
    """Base64 of `s` in lines of at most 76 characters, each ending in a newline."""
    _input_type_check(s)
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        pieces.append(binascii.b2a_base64(s[i:i + MAXBINSIZE]))
    return b"".join(pieces)


def decodebytes(s):
    """The bytes of Base64 lines `s`."""
    _input_type_check(s)
    return binascii.a2b_base64(s)


def encode(input, output):
    """Base64 of binary file `input`, written to binary file `output` in lines."""
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        while len(s) < MAXBINSIZE:
            ns = input.read(MAXBINSIZE - len(s))
            if not ns:
                break
            s += ns
        output.write(binascii.b2a_base64(s))


def decode(input, output):
    """The bytes of the Base64 lines of binary file `input`, written to `output`."""
    while True:
        line = input.readline()
        if not line:
            break
        output.write(binascii.a2b_base64(line))
