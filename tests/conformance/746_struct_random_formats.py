# struct: random formats (every byte order, code and small count) packed with values
# drawn from each type's edges and wrong types: the bytes, the values read back, or the
# error, as CPython gives them.
import random
import struct

random.seed(746)
CODES = "xcbB?hHiIlLqQnNPefdsp"
INTS = [0, 1, -1, 127, 128, -129, 255, 256, 32767, 32768, -32769, 65535, 65536,
        2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32 - 1, 2 ** 32, 2 ** 63 - 1, 2 ** 63,
        -(2 ** 63) - 1, 2 ** 64 - 1, 2 ** 64, 2 ** 70, -(2 ** 70)]
FLOATS = [0.0, -0.0, 1.5, 1e-08, 65504.0, 65520.0, 1e38, 3.5e38, 1e300, -1e300,
          float("inf"), 5e-324, 6e-08, 3e-08]
OTHERS = [b"", b"a", b"abc", bytearray(b"xy"), "s", None, True, False, [1]]

for _ in range(600):
    fmt = random.choice(["", "@", "=", "<", ">", "!"])
    for _ in range(random.randint(0, 3)):
        fmt += random.choice(["", "", "0", "1", "2", "3"]) + random.choice(CODES)
    values = []
    for _ in range(random.randint(0, 4)):
        r = random.random()
        pool = INTS if r < 0.5 else FLOATS if r < 0.75 else OTHERS
        values.append(random.choice(pool))
    try:
        packed = struct.pack(fmt, *values)
        print(repr(fmt), packed.hex(), struct.unpack(fmt, packed))
    except (struct.error, OverflowError, TypeError) as e:
        print(repr(fmt), type(e).__name__, e)
