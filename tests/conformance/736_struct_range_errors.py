# struct: CPython's range errors differ by byte order and code (named or quoted, 'argument
# out of range' for a value past a C long, 'int too large to convert' for big-endian q/Q);
# the argument type errors; the float overflow errors of e and standard f.
import struct


class Index:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


class Floaty:
    def __float__(self):
        return 2.5


def attempt(fmt, v):
    try:
        return struct.pack(fmt, v).hex()
    except (struct.error, OverflowError, TypeError) as e:
        return type(e).__name__ + ": " + str(e)


for order in "@=<>!":
    for code in "bBhHiIlLqQnNP":
        fmt = order + code
        try:
            n = struct.calcsize(fmt)
        except struct.error:
            continue
        bits = 8 * n
        for v in [2 ** (bits - 1), 2 ** bits, -1, -(2 ** (bits - 1)) - 1, 2 ** 70, -(2 ** 70)]:
            print(fmt, v, attempt(fmt, v))

for fmt in ["i", ">q", "B", "f", "d", "e", "c", "s", "p", "?"]:
    for v in [1.5, "x", b"ab", None, Index(7), True, Floaty(), 2 ** 2000]:
        print(fmt, type(v).__name__, attempt(fmt, v))

for fmt in ["f", "<f", ">f", "e", "<e", ">e"]:
    for v in [1e300, -1e300, float("inf"), float("nan"), 65520.0, 65519.0, 3.4028236e38]:
        print(fmt, v, attempt(fmt, v))
