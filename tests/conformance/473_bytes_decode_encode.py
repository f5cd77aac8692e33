# bytes.decode and str.encode: utf-8, ascii, latin-1 under their spellings, the
# strict/replace/ignore handlers, and CPython's UnicodeDecodeError/UnicodeEncodeError.
text = 'naïve café — 😀'
data = text.encode()
print(data, len(data), data.decode() == text)
print(text.encode('utf-8') == text.encode('UTF8') == text.encode('utf_8') == text.encode('U8'))
print('abc'.encode('ascii'), 'é'.encode('latin-1'), 'é'.encode('iso-8859-1'), 'ÿ'.encode('latin1'))
print(b'abc'.decode('ascii'), b'\xe9t\xe9'.decode('latin-1'), b'\xff'.decode('l1'))
print(b'caf\xc3\xa9'.decode(), b'caf\xc3\xa9'.decode(encoding='utf-8'), bytearray(b'\xc3\xa9').decode())
print(b'a\xffb'.decode('utf-8', 'replace'), b'a\xffb'.decode('utf-8', errors='ignore'))
print(b'\xe2\x82'.decode('utf-8', 'replace'), b'\xe2\x82\xac\xe2'.decode('utf-8', 'replace'))
print(b'\xf0\x9f\x98'.decode(errors='replace'), b'\xed\xa0\x80'.decode(errors='replace'))
print(b'a\x80\x81b'.decode('ascii', 'replace'), b'a\x80\x81b'.decode('ascii', 'ignore'))
print('a€b'.encode('ascii', 'replace'), 'a€€b'.encode('latin-1', 'ignore'), 'ü'.encode('ascii', errors='replace'))
print(''.encode(), b''.decode(), 'x'.encode(errors='strict'))
for bad in [b'\xff', b'ab\x80', b'\xc3', b'\xe2\x82', b'\xe2\x28\xa1', b'\xf0\x90\x28', b'\xf0\x9f\x98',
            b'\xed\xa0\x80', b'\xc0\xaf', b'\xf5\x80\x80\x80', b'ok\xc3\xa9\xff']:
    try:
        print(bad.decode())
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e)
for bad, codec in [(b'\x80', 'ascii'), (b'abc\xff', 'ascii')]:
    try:
        print(bad.decode(codec))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e)
for s, codec in [('é', 'ascii'), ('abé€', 'ascii'), ('x€', 'latin-1'), ('😀', 'latin-1'), ('aéb€', 'ascii'), ('\u0100', 'latin-1')]:
    try:
        print(s.encode(codec))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
for t in [lambda: b'x'.decode('nope'), lambda: 'x'.encode('rot-99'), lambda: b'x'.decode(5),
          lambda: 'x'.encode(errors=1), lambda: b'\xff'.decode('utf-8', 'bogus'), lambda: b'x'.decode('utf-8', 'bogus')]:
    try:
        print(t())
    except (LookupError, TypeError) as e:
        print(type(e).__name__, e)
try:
    b'\xff'.decode()
except ValueError as e:
    print('caught as ValueError:', isinstance(e, UnicodeError), isinstance(e, UnicodeDecodeError))
