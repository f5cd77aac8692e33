# zlib: compress/decompress round trips at every level and wrapper (zlib, raw, gzip,
# automatic header detection), the checksums, and the stream objects fed in pieces.
# (Compressed bytes themselves are printed only where every deflate agrees.)
import random
import zlib

random.seed(3)
datas = [b"", b"a", b"hello world" * 50, bytes(random.randrange(256) for _ in range(3000)),
         bytes(random.randrange(4) for _ in range(5000))]
for d in datas:
    for level in (-1, 0, 1, 6, 9):
        for wbits in (15, -15, 31, 9, -9, 25):
            c = zlib.compress(d, level, wbits)
            assert zlib.decompress(c, wbits) == d, (len(d), level, wbits)
            if wbits > 0:
                assert zlib.decompress(c, 47) == d
    print(len(d), zlib.crc32(d), zlib.adler32(d), zlib.crc32(d, 12345), zlib.adler32(d, 7))
    co = zlib.compressobj(9)
    out = co.compress(d[:100]) + co.compress(d[100:]) + co.flush()
    do = zlib.decompressobj()
    back = b"".join(do.decompress(out[i:i + 7]) for i in range(0, len(out), 7))
    print(back == d, do.eof, do.unused_data, do.flush())
    co = zlib.compressobj(wbits=-15)
    raw = co.compress(d) + co.flush()
    print(zlib.decompressobj(-15).decompress(raw) == d, zlib.decompress(raw, -15) == d)

print(zlib.compress(b""), zlib.compress(b"a"), zlib.compress(b"a", wbits=31), zlib.compress(b"", 0))
do = zlib.decompressobj()
print(do.decompress(zlib.compress(b"abc") + b"tail"), do.unused_data, do.eof)
print(zlib.decompress(zlib.compress(b"hi") + b"junk"), zlib.decompress(bytearray(zlib.compress(b"ba"))))
print(zlib.crc32(b"x", -1), zlib.adler32(b"", 0), zlib.adler32(b"x" * 100000))
print(zlib.MAX_WBITS, zlib.Z_BEST_COMPRESSION, zlib.DEFLATED, zlib.Z_FINISH, zlib.error.__module__)

# A compression stream fed in pieces with sync and full flushes between them: the
# header comes with the first call, a sync-flushed prefix decompresses to what was given
# so far, and the whole decompresses to everything; after Z_FINISH it takes nothing more.
data = bytes(random.randrange(6) for _ in range(60000))
for level in (-1, 0, 1, 9):
    for wbits in (15, -15, 31, 10):
        co = zlib.compressobj(level, zlib.DEFLATED, wbits)
        parts = []
        for i in range(0, len(data), 7000):
            parts.append(co.compress(data[i:i + 7000]))
            if i % 21000 == 0:
                parts.append(co.flush(zlib.Z_SYNC_FLUSH))
        parts.append(co.flush(zlib.Z_FULL_FLUSH))
        parts.append(co.compress(b"tail"))
        parts.append(co.flush())
        out = b"".join(parts)
        print(level, wbits, zlib.decompress(out, wbits) == data + b"tail", parts[0] if wbits == 15 else "")
co = zlib.compressobj()
first = co.compress(b"hello ") + co.flush(zlib.Z_SYNC_FLUSH)
print(first[:2], first[-4:], zlib.decompressobj().decompress(first))
print(len(co.flush()) > 0, zlib.compressobj().compress(b""), zlib.compressobj(1).flush())
for f in [co.flush, lambda: co.compress(b"x"), lambda: co.flush(zlib.Z_SYNC_FLUSH),
          lambda: co.flush(zlib.Z_NO_FLUSH), lambda: zlib.compressobj().flush(7)]:
    try:
        print(f())
    except zlib.error as e:
        print("error:", e)
