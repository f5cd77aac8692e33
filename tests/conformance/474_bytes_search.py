# find/rfind/index/rindex/count/startswith/endswith of bytes and bytearray: bytes or
# int needles, start/end (negative, past the end), tuples of prefixes, errors.
b = b'abracadabra'
print(b.find(b'bra'), b.find(b'bra', 2), b.find(b'bra', 2, 9), b.find(b'zz'), b.find(b''), b.find(b'', 11), b.find(b'', 12))
print(b.find(97), b.find(97, 1), b.find(ord('d')), b.find(0), b.find(b'a', -3), b.find(b'a', -100, -8))
print(b.rfind(b'bra'), b.rfind(b'a'), b.rfind(b'a', 0, 5), b.rfind(114), b.rfind(b''), b.rfind(b'x'))
print(b.index(b'c'), b.index(b'a', 1), b.rindex(b'a'), b.rindex(b'a', 0, -1), b.index(100))
print(b.count(b'a'), b.count(b'bra'), b.count(b''), b.count(b'a', 4), b.count(b'a', 0, 4), b.count(97), b.count(b'', 20))
print(b.startswith(b'abr'), b.startswith(b'bra'), b.startswith(b'bra', 1), b.startswith((b'x', b'ab')), b.startswith(b''))
print(b.endswith(b'bra'), b.endswith(b'abr', 0, -1), b.endswith((b'q', bytearray(b'ra'))), b.endswith(b'a', 20))
ba = bytearray(b'hello hello')
print(ba.find(b'lo'), ba.rfind(b'lo'), ba.count(b'l'), ba.index(b'o'), ba.startswith(b'he'), ba.endswith(bytearray(b'lo')))
print(b'aaa'.count(b'aa'), b'aaaa'.find(b'aa', 1), b''.find(b''), b''.count(b''), b'x'.find(b'xx'))
for t in [lambda: b.index(b'zz'), lambda: b.rindex(b'q'), lambda: b.find('a'), lambda: b.count(1.5),
          lambda: b.find(256), lambda: b.find(-1), lambda: b.startswith('a'), lambda: b.endswith(97),
          lambda: b.startswith((b'a', 'b')), lambda: ba.index(b'zz')]:
    try:
        print(t())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
