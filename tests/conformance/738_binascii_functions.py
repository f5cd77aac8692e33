# binascii: hex with separators, base64 both ways (lenient and strict decoding), the
# CRCs, and the errors each raises.
import binascii

data = bytes(range(0, 256, 7))
print(binascii.hexlify(data), binascii.b2a_hex(b"\x00\xff"))
print(binascii.hexlify(b"\x01\x02\x03\x04\x05", "-"), binascii.hexlify(b"\x01\x02\x03\x04\x05", b":", 2))
print(binascii.hexlify(b"\x01\x02\x03\x04\x05", "_", -2), binascii.hexlify(bytearray(b"ab"), sep=" "))
print(binascii.unhexlify(b"00ff10"), binascii.unhexlify("AbCd"), binascii.a2b_hex(bytearray(b"7f")))
print(binascii.b2a_base64(b"hello"), binascii.b2a_base64(b"hello", newline=False), binascii.b2a_base64(b""))
print(binascii.a2b_base64(b"aGVsbG8=\n"), binascii.a2b_base64("aGVs bG8="), binascii.a2b_base64(b""))
print(binascii.crc32(b"hello world"), binascii.crc32(b""), binascii.crc32(b"world", binascii.crc32(b"hello ")))
print(binascii.crc32(b"x", -1), binascii.crc32(b"x", 2 ** 40 + 5), binascii.crc32(bytearray(b"abc")))
print(binascii.crc_hqx(b"hello", 0), binascii.crc_hqx(b"hello", 0xFFFF), binascii.crc_hqx(b"", 77))
print(binascii.Error.__module__, issubclass(binascii.Error, ValueError), issubclass(binascii.Incomplete, Exception))

for text in [b"ab", b"abc", b"a", b"ab=c", b"abc==d", b"ab\ncd", b"=abcd", b"YWJj\n", b"YW=Jj",
             b"YWJjZA", b"YWJjZA=", b"YWJjZA==", b"YWJjZA===", b"YWJj=", b"!!!!", b"YQ==YQ==", b"abcde"]:
    for strict in (False, True):
        try:
            out = binascii.a2b_base64(text, strict_mode=strict)
        except binascii.Error as e:
            out = "Error: " + str(e)
        print(text, strict, out)


def attempt(f, *args, **kw):
    try:
        return f(*args, **kw)
    except (binascii.Error, TypeError, ValueError) as e:
        return type(e).__name__ + ": " + str(e)


print(attempt(binascii.unhexlify, "abc"))
print(attempt(binascii.unhexlify, "zz"))
print(attempt(binascii.unhexlify, 1))
print(attempt(binascii.unhexlify, "\u00e90"))
print(attempt(binascii.a2b_base64, 3))
print(attempt(binascii.hexlify, "ab"))
print(attempt(binascii.hexlify, b"ab", "--"))
print(attempt(binascii.crc32, "a"))
print(attempt(binascii.b2a_base64, "a"))
print(attempt(binascii.crc_hqx, b"a"))
