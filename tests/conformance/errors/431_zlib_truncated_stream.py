# expect: 6: zlib.error: Error -5 while decompressing data: incomplete or truncated stream
import zlib

data = zlib.compress(b"hello world")
print(zlib.decompress(data))
zlib.decompress(data[:-3])
