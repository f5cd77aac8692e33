# struct: every format character under every byte order, packed and unpacked back:
# the bytes, the values read back, calcsize, and alignment of native formats.
import struct

ORDERS = ["", "@", "=", "<", ">", "!"]
VALUES = {
    "b": [-128, -1, 0, 1, 127],
    "B": [0, 1, 200, 255],
    "h": [-32768, -2, 0, 300, 32767],
    "H": [0, 1, 65535],
    "i": [-2147483648, -5, 0, 2147483647],
    "I": [0, 7, 4294967295],
    "l": [-2147483648, 0, 2147483647],
    "L": [0, 4294967295],
    "q": [-9223372036854775808, -1, 0, 9223372036854775807],
    "Q": [0, 1, 18446744073709551615],
    "n": [-9223372036854775808, 0, 9223372036854775807],
    "N": [0, 18446744073709551615],
    "P": [0, 4096, 18446744073709551615],
    "?": [True, False],
    "e": [0.0, -0.0, 1.5, 65504.0, -2.0 ** -24, 0.1, float("inf")],
    "f": [0.0, 1.0, -3.25, 0.1, 3.4028234663852886e38, float("-inf")],
    "d": [0.0, -1.5, 0.1, 1e308, 5e-324, float("inf")],
    "c": [b"\x00", b"a", b"\xff"],
}

for order in ORDERS:
    for code, values in VALUES.items():
        fmt = order + code
        try:
            size = struct.calcsize(fmt)
        except struct.error as e:
            print(repr(fmt), "error:", e)
            continue
        for v in values:
            packed = struct.pack(fmt, v)
            back = struct.unpack(fmt, packed)
            print(repr(fmt), size, repr(v), packed.hex(), repr(back[0]))

# Multi-item formats, repeat counts, strings and pads.
for fmt, args in [
    ("<hiq", (1, -2, 3)),
    (">3h", (1, 2, 3)),
    ("@bxhxxi", (1, 2, 3)),
    ("@ci", (b"x", 7)),
    ("@c0i", (b"x",)),
    ("=ci", (b"x", 7)),
    ("<5s", (b"abc",)),
    ("<2s", (b"abcdef",)),
    ("<0s", (b"abc",)),
    ("<5p", (b"abc",)),
    ("<3p", (b"abcdef",)),
    ("<1p", (b"abc",)),
    ("!2xH2x", (513,)),
    ("<?3?", (0, 1, [], "x")),
    ("<e f d", (1.0, 2.0, 3.0)),
    (b"<2i", (5, 6)),
    ("<  i  ", (9,)),
    ("<10x", ()),
]:
    packed = struct.pack(fmt, *args)
    print(repr(fmt), struct.calcsize(fmt), packed, struct.unpack(fmt, packed))

# A Pascal string longer than 255 bytes keeps its length byte at 255.
long = struct.pack("300p", b"z" * 400)
print(long[0], len(long), len(struct.unpack("300p", long)[0]))

# Native sizes and alignment.
for fmt in ["c", "h", "i", "l", "q", "n", "P", "e", "f", "d", "ch", "ci", "cl", "cd",
            "hc", "ich", "qc", "cq", "c3i", "3sI", "0i", "c0q", "xi", "@iq"]:
    print(repr(fmt), struct.calcsize(fmt))
