# A binary record format written and read back by hand (no struct): little-endian ints,
# length-prefixed strings, a checksum, a hexdump, run-length coding of bytes.
path = '/tmp/vm_std_conformance_485.bin'

def u16(n):
    return bytes([n & 0xff, (n >> 8) & 0xff])

def u32(n):
    return bytes([(n >> s) & 0xff for s in (0, 8, 16, 24)])

def read_u32(b, at):
    return b[at] | b[at + 1] << 8 | b[at + 2] << 16 | b[at + 3] << 24

def adler32(data):
    a, b = 1, 0
    for c in data:
        a = (a + c) % 65521
        b = (b + a) % 65521
    return b << 16 | a

records = [(1, 'alpha', -5), (2, 'βeta', 70000), (300, '', 0), (4, 'gamma ray', 123456789)]
body = bytearray()
for ident, name, value in records:
    raw = name.encode('utf-8')
    body += u16(ident) + u16(len(raw)) + raw + u32(value & 0xffffffff)
header = b'REC1' + u32(len(records)) + u32(adler32(body))
with open(path, 'wb') as f:
    print(f.write(header), f.write(body))

with open(path, 'rb') as f:
    magic = f.read(4)
    count = read_u32(f.read(4), 0)
    checksum = read_u32(f.read(4), 0)
    rest = f.read()
print(magic, count, checksum == adler32(rest), hex(checksum))
at = 0
while at < len(rest):
    ident = rest[at] | rest[at + 1] << 8
    n = rest[at + 2] | rest[at + 3] << 8
    name = rest[at + 4:at + 4 + n].decode('utf-8')
    value = read_u32(rest, at + 4 + n)
    if value >= 1 << 31:
        value -= 1 << 32
    print(ident, repr(name), value)
    at += 8 + n

def hexdump(data, width=16):
    for off in range(0, len(data), width):
        chunk = data[off:off + width]
        shown = ''.join(chr(c) if 32 <= c < 127 else '.' for c in chunk)
        print(f'{off:08x}  {chunk.hex(" "):<{width * 3}} |{shown}|')

hexdump(header + bytes(body[:40]))

def rle(data):
    out = bytearray()
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i] and j - i < 255:
            j += 1
        out.append(j - i)
        out.append(data[i])
        i = j
    return bytes(out)

def unrle(data):
    out = bytearray()
    for k in range(0, len(data), 2):
        out += bytes([data[k + 1]]) * data[k]
    return bytes(out)

sample = b'aaaabbbcccd' + b'\x00' * 300 + b'xyz'
packed = rle(sample)
print(len(sample), len(packed), packed[:12], unrle(packed) == sample)

# int.to_bytes and int.from_bytes, the usual way to pack numbers.
print((1024).to_bytes(2, 'big'), (1024).to_bytes(4, 'little'), (255).to_bytes(), (0).to_bytes(0, 'big'), (-1).to_bytes(2, 'big', signed=True))
print((127).to_bytes(1, 'big', signed=True), (-128).to_bytes(1, 'little', signed=True), (2**70).to_bytes(9, byteorder='big'), (5).to_bytes(length=3, byteorder='little'))
print(int.from_bytes(b'\x04\x00', 'big'), int.from_bytes(b'\x04\x00', 'little'), int.from_bytes(b'\xff\xff', 'big', signed=True), int.from_bytes(b''), int.from_bytes([1, 2], byteorder='big'), int.from_bytes(bytearray(b'\x80'), 'little', signed=True))
for t in [lambda: (256).to_bytes(1, 'big'), lambda: (-1).to_bytes(1, 'big'), lambda: (128).to_bytes(1, 'big', signed=True), lambda: (1).to_bytes(1, 'middle'), lambda: (1).to_bytes(-1, 'big'), lambda: int.from_bytes('ab', 'big'), lambda: int.from_bytes(b'a', 'mid')]:
    try: print(t())
    except Exception as e: print(type(e).__name__, e)
x = 0xdeadbeef
print(int.from_bytes(x.to_bytes(4, 'little'), 'little') == x, (0).to_bytes(2, 'big'))
