# expect: 5: struct.error: 'h' format requires -32768 <= number <= 32767
import struct

print(struct.pack(">h", 5))
struct.pack(">hh", 1, 40000)
