"""Base16, Base32, Base64, Base85 and Ascii85 data encodings, as CPython 3.11's
`base64`, over `binascii`.
"""

import binascii

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


def _to_bytes(s):
    # What the encoders take (CPython's `memoryview(s).tobytes()`: vm-std has no
    # memoryview, so bytes and bytearray).
    if not isinstance(s, bytes_types):
        raise TypeError("memoryview: a bytes-like object is required, not '%s'"
                        % s.__class__.__name__)
    return bytes(s)


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


_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32HEX = b"0123456789ABCDEFGHIJKLMNOPQRSTUV"
# Pad characters for a last group of 1, 2, 3 or 4 bytes.
_B32_PADS = {1: 6, 2: 4, 3: 3, 4: 1}


def _b32encode(alphabet, s):
    s = _to_bytes(s)
    left = len(s) % 5
    if left:
        s = s + bytes(5 - left)
    out = bytearray()
    for i in range(0, len(s), 5):
        acc = int.from_bytes(s[i:i + 5], "big")
        for shift in range(35, -5, -5):
            out.append(alphabet[(acc >> shift) & 31])
    if left:
        pads = _B32_PADS[left]
        out[-pads:] = b"=" * pads
    return bytes(out)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error("Incorrect padding")
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b"01", b"O" + map01))
    if casefold:
        s = s.upper()
    total = len(s)
    s = s.rstrip(b"=")
    pads = total - len(s)
    out = bytearray()
    acc = 0
    for i in range(0, len(s), 8):
        acc = 0
        for c in s[i:i + 8]:
            d = alphabet.find(bytes((c,)))
            if d < 0:
                raise binascii.Error("Non-base32 digit found") from None
            acc = (acc << 5) + d
        out += acc.to_bytes(5, "big")
    if pads not in (0, 1, 3, 4, 6):
        raise binascii.Error("Incorrect padding")
    if pads and out:
        # The last group held fewer than 8 digits: shift them into place and keep
        # only the bytes they fill.
        acc <<= 5 * pads
        keep = (43 - 5 * pads) // 8
        out[-5:] = acc.to_bytes(5, "big")[:keep]
    return bytes(out)


def b32encode(s):
    """Base32 (RFC 4648) of bytes-like `s`."""
    return _b32encode(_B32, s)


def b32decode(s, casefold=False, map01=None):
    """The bytes of Base32 `s`."""
    return _b32decode(_B32, s, casefold, map01)


def b32hexencode(s):
    """Base32 with the extended hex alphabet."""
    return _b32encode(_B32HEX, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_B32HEX, s, casefold)


def b16encode(s):
    """Base16 (upper-case hex) of bytes-like `s`."""
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    """The bytes of Base16 `s` (upper case unless `casefold`)."""
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if not (48 <= c <= 57 or 65 <= c <= 70):
            raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)


_A85START = b"<~"
_A85END = b"~>"
_B85 = (b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        b"abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~")
_B85DEC = {c: i for i, c in enumerate(_B85)}


def _85encode(b, digit, pad, foldnuls, foldspaces):
    # Each 4-byte big-endian word as 5 base-85 digits (`digit(n)` is digit n's byte).
    b = _to_bytes(b)
    padding = (-len(b)) % 4
    if padding:
        b = b + bytes(padding)
    chunks = []
    for i in range(0, len(b), 4):
        word = int.from_bytes(b[i:i + 4], "big")
        if foldnuls and not word:
            chunks.append(b"z")
        elif foldspaces and word == 0x20202020:
            chunks.append(b"y")
        else:
            digits = bytearray(5)
            for k in range(4, -1, -1):
                word, digits[k] = divmod(word, 85)
            chunks.append(bytes(digit(d) for d in digits))
    if padding and not pad:
        if chunks[-1] == b"z":
            chunks[-1] = bytes((digit(0),)) * 5
        chunks[-1] = chunks[-1][:-padding]
    return b"".join(chunks)


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """Ascii85 of bytes-like `b`."""
    result = _85encode(b, lambda d: d + 33, pad, True, foldspaces)
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
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85END):
            raise ValueError(
                "Ascii85 encoded byte sequences must end with {!r}".format(_A85END))
        if b.startswith(_A85START):
            b = b[2:-2]
        else:
            b = b[:-2]
    out = []
    group = []
    # Four `u`s (digit 84) after the data complete a last partial group; the bytes
    # they stand for are cut off below.
    for x in b + b"uuuu":
        if 33 <= x <= 117:
            group.append(x - 33)
            if len(group) == 5:
                acc = 0
                for d in group:
                    acc = 85 * acc + d
                if acc > 0xFFFFFFFF:
                    raise ValueError("Ascii85 overflow") from None
                out.append(acc.to_bytes(4, "big"))
                group = []
        elif x == 122:
            if group:
                raise ValueError("z inside Ascii85 5-tuple")
            out.append(b"\0\0\0\0")
        elif foldspaces and x == 121:
            if group:
                raise ValueError("y inside Ascii85 5-tuple")
            out.append(b"    ")
        elif x in ignorechars:
            continue
        else:
            raise ValueError("Non-Ascii85 digit found: %c" % x)
    result = b"".join(out)
    cut = 4 - len(group)
    if cut:
        result = result[:-cut]
    return result


def b85encode(b, pad=False):
    """Base85 (as git's binary patches) of bytes-like `b`."""
    return _85encode(b, lambda d: _B85[d], pad, False, False)


def b85decode(b):
    """The bytes of Base85 `b`."""
    b = _bytes_from_decode_data(b)
    padding = (-len(b)) % 5
    b = b + b"~" * padding
    out = []
    for i in range(0, len(b), 5):
        acc = 0
        for j in range(5):
            d = _B85DEC.get(b[i + j])
            if d is None:
                raise ValueError("bad base85 character at position %d" % (i + j)) from None
            acc = acc * 85 + d
        if acc > 0xFFFFFFFF:
            raise ValueError("base85 overflow in hunk starting at byte %d" % i) from None
        out.append(acc.to_bytes(4, "big"))
    result = b"".join(out)
    if padding:
        result = result[:-padding]
    return result


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
