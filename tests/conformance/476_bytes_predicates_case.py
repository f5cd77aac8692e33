# upper/lower and the is* predicates of bytes and bytearray: ASCII only, empty data false.
for b in [b'', b'abc', b'ABC', b'aBc', b'123', b'12a', b' \t\n\r\x0b\x0c', b' x ', b'\xe9', b'a1', b'A!', b'hello world']:
    print(b, b.upper(), b.lower(), b.isdigit(), b.isalpha(), b.isalnum(), b.isspace(), b.isupper(), b.islower())
ba = bytearray(b'MiXeD 42')
print(ba.upper(), ba.lower(), type(ba.upper()).__name__, ba.isalnum(), bytearray(b'42').isdigit(), ba)
print(b'\xc3\xa9'.upper(), b'\x1c'.isspace(), b'\x85'.isspace(), b'_'.isalnum())
