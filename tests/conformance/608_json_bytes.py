# json.loads of bytes and bytearray: UTF-8 (with or without BOM), UTF-16 and UTF-32 told
# from the first bytes, as json.detect_encoding does.
import json

print(json.loads(b'{"a": [1, 2]}'))
print(json.loads(bytearray(b'["x", 1.5]')))
print(json.loads('"é€😀"'.encode()))
print(json.loads(b'\xef\xbb\xbf{"bom": true}'))


def units16(s):
    out = []
    for c in s:
        n = ord(c)
        if n >= 0x10000:
            n -= 0x10000
            out += [0xD800 + (n >> 10), 0xDC00 + (n & 0x3FF)]
        else:
            out.append(n)
    return out


def encode(s, width, big, bom):
    """s in UTF-16 (width 2) or UTF-32 (width 4), with a byte order mark or not."""
    units = units16(s) if width == 2 else [ord(c) for c in s]
    if bom:
        units = [0xFEFF] + units
    data = []
    for u in units:
        b = list(u.to_bytes(width, "big" if big else "little"))
        data += b
    return bytes(data)


text = '{"k": "é€😀", "n": [1, 2]}'
for width in [2, 4]:
    for big in [False, True]:
        for bom in [False, True]:
            print(width, big, bom, json.loads(encode(text, width, big, bom)))
print(json.loads(b"1"), json.loads(b"12"), json.loads(b"[]"))
print(json.loads(encode("1", 2, False, False)), json.loads(encode("1", 2, True, False)))
try:
    json.loads(b"[1, 2")
except json.JSONDecodeError as e:
    print(e, repr(e.doc))
try:
    json.loads("\ufeff[1]")
except json.JSONDecodeError as e:
    print(e)
