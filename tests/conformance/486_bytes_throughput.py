# Loops that lean on bytes: a byte histogram, CRC-32 by table, XOR "encryption" into a
# bytearray, splitting lines of a generated binary file, searching and counting.
path = '/tmp/vm_std_conformance_486.bin'
table = []
for n in range(256):
    c = n
    for _ in range(8):
        c = (0xEDB88320 ^ (c >> 1)) if c & 1 else c >> 1
    table.append(c)

def crc32(data):
    crc = 0xFFFFFFFF
    for b in data:
        crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF

lines = []
for i in range(3000):
    lines.append(b'%d,' % i if False else str(i).encode() + b',' + bytes([65 + i % 26]) * (i % 17) + b'\n')
data = b''.join(lines)
with open(path, 'wb') as f:
    f.write(data)
with open(path, 'rb') as f:
    back = f.read()
print(len(back), back == data, hex(crc32(back)))
hist = [0] * 256
for b in back:
    hist[b] += 1
print(hist[10], hist[44], hist[65], max(range(256), key=lambda k: hist[k]))
key = b'secret'
enc = bytearray(len(back))
for i in range(len(back)):
    enc[i] = back[i] ^ key[i % len(key)]
dec = bytes(enc[i] ^ key[i % len(key)] for i in range(len(enc)))
print(dec == back, crc32(enc) != crc32(back), enc[:8].hex())
total = 0
with open(path, 'rb') as f:
    for line in f:
        num, _, letters = line.rstrip(b'\n').partition(b',')
        total += int(num) + len(letters)
print(total)
print(back.count(b'AAAA'), back.find(b'2999,'), back.rfind(b'\n0,'), len(back.split(b'\n')), back[-20:])

# The same loops inside a function (locals: the specialized subscripts and loop steps),
# then the same sites given other types, indices out of range and bytes out of range
# (each specialization deopts to the generic op, which raises as CPython).
def kernel(seq, buf, n):
    acc = 0
    for v in seq:
        acc += v
    i = 0
    while i < n:
        buf[i] = seq[i] ^ 0x0f
        acc ^= seq[i]
        i += 1
    return acc, seq[0], seq[-1]

for _ in range(3):
    print(kernel(back, bytearray(len(back)), len(back)))
print(kernel([1, 2, 3], [0, 0, 0], 3), kernel((5, 6), [0, 0], 2), kernel(b'xyz', bytearray(3), 3))
for args in [(b'ab', bytearray(5), 5), (b'\x00\x01', bytearray(1), 2), ([300, 1], bytearray(2), 2), ([-1], bytearray(1), 1), ([b'q'], bytearray(1), 1)]:
    try:
        print(kernel(*args))
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
ba = bytearray(4)
for k in range(6):
    try:
        ba[k] = k * 60
    except (IndexError, ValueError) as e:
        print(k, type(e).__name__, e)
print(ba)
