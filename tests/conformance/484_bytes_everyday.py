# bytes in everyday code: formatting with %s/str.format/f-strings, print of bytes and
# bytearray, sorting, dict keys and counting, bytes as keys after slicing, conversion
# between int lists and bytes, ord/chr round trips, str.encode in loops.
words = 'the quick brown fox jumps over the lazy dog the end'.split()
encoded = [w.encode() for w in words]
counts = {}
for w in encoded:
    counts[w] = counts.get(w, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
print(sorted(encoded)[:4], max(encoded), min(encoded, key=len))
print(b' '.join(sorted(set(encoded))))
data = b'key1=val1;key2=val2;key3=val3'
pairs = dict(item.split(b'=') for item in data.split(b';'))
print(pairs, pairs[b'key2'].decode())
print('%s and %r' % (b'raw', bytearray(b'arr')), '{!s}|{!r}'.format(b'a', b'b'), f'{data[:4]}')
print(b'x', bytearray(b'y'), [b'z'], sep=' / ')
ints = [104, 105, 33]
print(bytes(ints), list(bytes(ints)), bytes(ints).decode(), ''.join(chr(c) for c in b'abc'))
print([ord(c) for c in 'hi'], bytes(ord(c) for c in 'hi'), bytes([b'q'[0]]))
s = 'résumé'
raw = s.encode('utf-8')
print(raw, len(s), len(raw), raw.decode('utf-8') == s, raw[:2].decode('utf-8', 'ignore'))
table = {}
for i, b in enumerate(b'mississippi'):
    table.setdefault(b, []).append(i)
print({bytes([k]): v for k, v in sorted(table.items())})
acc = b''
for i in range(5):
    acc += str(i).encode()
print(acc, acc.isdigit(), int(acc.decode()) + 1)
buf = bytearray()
for i in range(10):
    buf += bytes([i % 3])
print(buf, buf.count(0), bytes(buf).replace(b'\x00', b''))
print(hash(b'abc') == hash(bytes(bytearray(b'abc'))), {b'a': 1} == {bytes([97]): 1})
print(str(b'\x00'), repr(b'\x00'), len(str(b'\x00')))
nested = [b'a', [b'b', (b'c', bytearray(b'd'))]]
print(nested, str(nested))
print(any(b for b in [b'', b'x']), all([b'a', b'']), [b for b in (b'', b'1', bytearray()) if b])
