# base64: every encoding of random bytes of each length 0..40, decoded back; the
# encoders' options (altchars, padding, folding, wrapping, Adobe framing).
import base64
import random

random.seed(2024)
pairs = [
    (base64.b64encode, base64.b64decode),
    (base64.standard_b64encode, base64.standard_b64decode),
    (base64.urlsafe_b64encode, base64.urlsafe_b64decode),
    (base64.b32encode, base64.b32decode),
    (base64.b32hexencode, base64.b32hexdecode),
    (base64.b16encode, base64.b16decode),
    (base64.b85encode, base64.b85decode),
    (base64.a85encode, base64.a85decode),
    (base64.encodebytes, base64.decodebytes),
]
for n in range(41):
    data = bytes(random.randrange(256) for _ in range(n))
    for enc, dec in pairs:
        e = enc(data)
        assert dec(e) == data, (enc.__name__, data)
        print(n, enc.__name__, e)

data = bytes(random.randrange(256) for _ in range(200))
print(base64.encodebytes(data))
print(base64.b64encode(b"\xfb\xff\xfe", altchars=b"-_"), base64.b64decode(b"-_-_", altchars=b"-_"))
print(base64.b64decode("aGVsbG8="), base64.b64decode(bytearray(b"aGVs!bG8="), validate=False))
print(base64.urlsafe_b64decode("-_-_"), base64.b32decode("me======", casefold=True))
print(base64.b32decode(b"ME1Q====", map01=b"L"), base64.b16decode("4a4b", casefold=True))
print(base64.b85encode(b"abc", pad=True), base64.b85encode(b"\x00" * 5))
print(base64.a85encode(b"\0\0\0\0    abc", foldspaces=True, wrapcol=7, adobe=True))
print(base64.a85encode(b"\0\0\0\0\0", pad=True), base64.a85encode(b"\0\0"))
print(base64.a85decode(b"<~@:E^~>", adobe=True), base64.a85decode(b"z y", foldspaces=True))
print(base64.a85decode(b"@:E^\n  ", ignorechars=b" \n"), base64.a85encode(b"x" * 30, wrapcol=10))
