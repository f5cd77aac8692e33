# bytes.translate / bytearray.translate with a 256-byte table or None and bytes to
# delete, and bytes.maketrans / bytearray.maketrans, with their errors.
table = bytes.maketrans(b"abc", b"xyz")
print(len(table), table[97:100], type(table).__name__)
print(b"aabbcc-d".translate(table), bytearray(b"cab").translate(table))
print(b"hello".translate(None, b"l"), b"hello".translate(table, delete=b"ho"))
print(bytearray.maketrans(bytearray(b"+/"), b"-_") == bytes.maketrans(b"+/", b"-_"))
print(b"".translate(None), b"abc".translate(None), bytes(range(5)).translate(bytes(range(255, -1, -1))))
print(type(bytearray(b"x").translate(None)).__name__)


def attempt(f, *args, **kw):
    try:
        return f(*args, **kw)
    except (TypeError, ValueError) as e:
        return type(e).__name__ + ": " + str(e)


print(attempt(bytes.maketrans, b"ab", b"c"))
print(attempt(bytes.maketrans, "a", b"c"))
print(attempt(b"abc".translate, b"x"))
print(attempt(b"abc".translate, "x" * 256))
print(attempt(b"abc".translate, None, "a"))
