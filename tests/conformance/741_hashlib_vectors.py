# hashlib: known digests of every guaranteed algorithm (the FIPS/RFC test messages),
# incremental updates, copies, the objects' sizes and names, and the errors.
import hashlib

MESSAGES = [b"", b"abc", b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", b"a" * 1000]
for name in sorted(hashlib.algorithms_guaranteed):
    for m in MESSAGES:
        h = hashlib.new(name, m)
        if name.startswith("shake"):
            print(name, len(m), h.hexdigest(32), h.digest(4), h.digest_size, h.block_size)
        else:
            print(name, len(m), h.hexdigest(), h.digest_size, h.block_size, h.name)

# Feeding in pieces gives the digest of the whole; a copy goes its own way.
for ctor in [hashlib.md5, hashlib.sha1, hashlib.sha224, hashlib.sha256, hashlib.sha384,
             hashlib.sha512, hashlib.sha3_224, hashlib.sha3_256, hashlib.sha3_384,
             hashlib.sha3_512, hashlib.blake2b, hashlib.blake2s]:
    h = ctor()
    for i in range(0, 300, 7):
        h.update(bytes(range(i % 256, min(i % 256 + 7, 256))))
        if i == 140:
            c = h.copy()
    c.update(b"more")
    print(ctor.__name__, h.hexdigest()[:32], c.hexdigest()[:32], h.digest() == h.digest())

print(hashlib.md5(string=b"x").hexdigest(), hashlib.sha256(bytearray(b"ba")).hexdigest()[:16])
print(hashlib.new("SHA256", b"x").name, hashlib.md5(usedforsecurity=False).name)
print(hashlib.blake2b(b"x", digest_size=20).hexdigest(), hashlib.blake2s(b"x", digest_size=7).hexdigest())
print(hashlib.new("blake2b", b"y", digest_size=10).digest_size, hashlib.blake2s().name)
print(type(hashlib.sha1()).__name__, "sha256" in hashlib.algorithms_available)


def attempt(f, *args, **kw):
    try:
        return f(*args, **kw)
    except (TypeError, ValueError) as e:
        return type(e).__name__ + ": " + str(e)


print(attempt(hashlib.md5, "x"))
print(attempt(hashlib.new, "foo"))
print(attempt(hashlib.new, 1))
print(attempt(hashlib.sha256().update, "x"))
print(attempt(hashlib.sha1().update, 1))
print(attempt(hashlib.blake2b, digest_size=65))
print(attempt(hashlib.blake2s, digest_size=0))

# blake2 with a key (the first block), salt and personalization, and their limits.
for ctor, limit in [(hashlib.blake2b, 64), (hashlib.blake2s, 32)]:
    for key in [b"", b"k", b"K" * limit]:
        for data in [b"", b"abc", b"z" * 129]:
            h = ctor(data, key=key, salt=b"salt", person=b"me", digest_size=limit // 2)
            c = h.copy()
            c.update(b"!")
            print(ctor.__name__, len(key), len(data), h.hexdigest(), c.hexdigest()[:16])
    print(attempt(ctor, key=b"k" * (limit + 1)))
    print(attempt(ctor, salt=b"s" * (limit // 4 + 1), key=b"k" * (limit + 1)))
    print(attempt(ctor, person=b"p" * (limit // 4 + 1)))
    print(attempt(ctor, key="k"))
print(hashlib.new("blake2b", b"x", key=b"secret", digest_size=16).hexdigest())
