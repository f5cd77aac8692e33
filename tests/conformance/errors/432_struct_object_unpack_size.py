# expect: 6: struct.error: unpack requires a buffer of 8 bytes
import struct

s = struct.Struct("<ii")
print(s.unpack(bytes(8)))
s.unpack(b"abc")
