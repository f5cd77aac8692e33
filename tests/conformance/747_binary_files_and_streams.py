# The binary modules over file objects and hand-made streams: hashlib.file_digest and
# shake lengths, base64.encode/decode between BytesIO files, gzip members with a file
# name and comment read by zlib, a zlib stream with trailing data.
import base64
import hashlib
import io
import zlib

f = io.BytesIO(b"abc" * 1000)
print(hashlib.file_digest(f, "sha256").hexdigest())
f.seek(0)
print(hashlib.file_digest(f, hashlib.md5).hexdigest())
print(hashlib.shake_256(b"x").hexdigest(0), hashlib.shake_256(b"x").digest(1), len(hashlib.shake_128().digest(1000)))

src = io.BytesIO(bytes(range(256)) * 3)
dst = io.BytesIO()
base64.encode(src, dst)
text = dst.getvalue()
print(text.count(b"\n"), text[:40])
back = io.BytesIO()
base64.decode(io.BytesIO(text), back)
print(back.getvalue() == bytes(range(256)) * 3)

body = zlib.compress(b"payload " * 10, 9, -15)
crc = zlib.crc32(b"payload " * 10).to_bytes(4, "little")
size = (80).to_bytes(4, "little")
# FLG: FNAME (8) | FCOMMENT (16) | FEXTRA (4)
member = (b"\x1f\x8b\x08\x1c\x00\x00\x00\x00\x00\x03" + b"\x03\x00abc" + b"name.txt\x00"
          + b"a comment\x00" + body + crc + size)
print(zlib.decompress(member, 31), zlib.decompress(member, 47)[:16])
try:
    zlib.decompress(member[:-1], 31)
except zlib.error as e:
    print(e)
try:
    zlib.decompress(member[:-8] + b"\x00\x00\x00\x00" + size, 31)
except zlib.error as e:
    print(e)
try:
    zlib.decompress(member[:-4] + b"\x00\x00\x00\x00", 31)
except zlib.error as e:
    print(e)
d = zlib.decompressobj(31)
print(d.decompress(member + b"rest"), d.unused_data, d.eof)
