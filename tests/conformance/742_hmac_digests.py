# hmac: RFC 4231 / RFC 2202 vectors, keys longer than the block, copies, names and
# sizes, hmac.digest, and compare_digest with its type errors.
import hashlib
import hmac

print(hmac.new(b"\x0b" * 20, b"Hi There", "sha256").hexdigest())
print(hmac.new(b"Jefe", b"what do ya want for nothing?", hashlib.sha512).hexdigest())
print(hmac.new(b"\xaa" * 131, b"Test Using Larger Than Block-Size Key - Hash Key First", "sha256").hexdigest())
print(hmac.new(b"key", b"The quick brown fox jumps over the lazy dog", "md5").hexdigest())
print(hmac.new(b"key", b"The quick brown fox jumps over the lazy dog", "sha1").hexdigest())
print(hmac.digest(b"k" * 100, b"m", "sha1").hex(), hmac.digest(b"", b"", "sha3_256").hex())
m = hmac.new(b"key", digestmod="sha384")
m.update(b"a")
m2 = m.copy()
m2.update(b"b")
print(m.hexdigest(), m2.hexdigest(), m.digest_size, m.block_size, m.name)
print(hmac.new(bytearray(b"k"), b"x", digestmod=hashlib.blake2b).name)
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest("abc", "abd"), hmac.compare_digest(b"a", b"ab"))
print(hmac.compare_digest(bytearray(b"xy"), b"xy"))


def attempt(f, *args, **kw):
    try:
        return f(*args, **kw)
    except TypeError as e:
        return type(e).__name__ + ": " + str(e)


print(attempt(hmac.new, b"k"))
print(attempt(hmac.compare_digest, "a", b"a"))
print(attempt(hmac.compare_digest, "\u00e9", "\u00e9"))
print(attempt(hmac.compare_digest, b"a", 1))
print(attempt(hmac.compare_digest, 1, 1))
