# struct.Struct objects, pack_into/unpack_from with offsets (negative ones too),
# iter_unpack, and the errors of formats, counts and buffers.
import struct

s = struct.Struct("<hhl")
print(s.format, s.size, s.pack(1, 2, 3), s.unpack(b"\x01\x00\x02\x00\x03\x00\x00\x00"))
print(type(s).__name__, type(s).__module__, isinstance(s, struct.Struct))
print(struct.Struct(b"=I").format, struct.Struct("3s").unpack(b"abc"))
buf = bytearray(12)
s.pack_into(buf, 2, -1, -2, -3)
print(buf, s.unpack_from(buf, 2), s.unpack_from(buf, offset=2))
struct.pack_into(">H", buf, -2, 0xABCD)
print(buf, struct.unpack_from(">H", buf, -2), struct.unpack_from("<B", buf))
print(list(struct.iter_unpack("<h", b"\x01\x00\x02\x00\x03\x00")))
print(list(s.iter_unpack(bytes(16))))
print(list(struct.iter_unpack("B", b"")), struct.unpack("", b""), struct.pack(""))
print(struct.unpack_from("<i", bytearray(b"abcdefgh"), 4), struct.unpack("2c", bytearray(b"xy")))
print(struct.error.__name__, struct.error.__module__, issubclass(struct.error, Exception))


def attempt(f, *args, **kw):
    try:
        return f(*args, **kw)
    except (struct.error, TypeError) as e:
        return type(e).__name__ + ": " + str(e)


for fmt in ["3", "z", "<P", "<n", "i i", "2 i", "<>i", "@<i", "99999999999999999999i", "q" * 3, 5]:
    print(repr(fmt), attempt(struct.calcsize, fmt))
print(attempt(struct.pack, "ii", 1))
print(attempt(struct.pack, "i", 1, 2))
print(attempt(struct.pack))
print(attempt(struct.unpack, "i", b"abc"))
print(attempt(struct.unpack, "i", "abcd"))
print(attempt(struct.unpack_from, "i", b"abcdef", 4))
print(attempt(struct.unpack_from, "i", b"abcdef", -10))
print(attempt(struct.unpack_from, "i", b"abcdef", -2))
print(attempt(struct.unpack_from, "i", b"abcdef", 7))
print(attempt(struct.pack_into, "i", bytearray(6), 4, 1))
print(attempt(struct.pack_into, "i", bytearray(6), -10, 1))
print(attempt(struct.pack_into, "i", bytearray(6), -2, 1))
print(attempt(struct.pack_into, "i", b"abcd", 0, 1))
print(attempt(struct.pack_into, "ii", bytearray(8), 0, 1))
print(attempt(struct.iter_unpack, "i", b"abcde"))
print(attempt(struct.iter_unpack, "", b""))
print(attempt(s.pack, 1, 2))
print(attempt(struct.Struct, 3))
