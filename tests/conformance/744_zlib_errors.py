# zlib: the errors of bad levels and wbits, damaged or cut streams, and bad arguments.
import zlib

good = zlib.compress(b"hello hello")


def attempt(f, *args, **kw):
    try:
        return f(*args, **kw)
    except (zlib.error, TypeError, ValueError) as e:
        return type(e).__name__ + ": " + str(e)


print(attempt(zlib.compress, b"a", 10))
print(attempt(zlib.compress, b"a", -2))
print(attempt(zlib.compress, b"a", wbits=40))
print(attempt(zlib.compress, b"a", wbits=24))
print(attempt(zlib.compress, "a"))
print(attempt(zlib.decompress, b"abc"))
print(attempt(zlib.decompress, good[:-2]))
print(attempt(zlib.decompress, good[:-4] + b"xxxx"))
print(attempt(zlib.decompress, b""))
print(attempt(zlib.decompress, b"x", wbits=100))
print(attempt(zlib.decompress, good, wbits=9))
print(attempt(zlib.decompress, good, wbits=31))
print(attempt(zlib.decompress, b"x\x9c", bufsize=-1))
print(attempt(zlib.decompress, "x"))
print(attempt(zlib.crc32, "a"))
print(attempt(zlib.compressobj, 11))
print(attempt(zlib.decompressobj, 100))
