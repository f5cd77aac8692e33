# base64: the errors of the decoders and of bad argument types.
import base64
import binascii


def attempt(f, *args, **kw):
    try:
        return f(*args, **kw)
    except (binascii.Error, TypeError, ValueError, AssertionError) as e:
        return type(e).__name__ + ": " + str(e)


print(attempt(base64.b64decode, b"ab!=", validate=True))
print(attempt(base64.b64decode, b"ab==c", validate=True))
print(attempt(base64.b64decode, b"abc"))
print(attempt(base64.b64decode, "\u00e9"))
print(attempt(base64.b64decode, 3))
print(attempt(base64.b64encode, "a"))
print(attempt(base64.b64encode, b"a", altchars=b"abc"))
print(attempt(base64.encodebytes, "a"))
print(attempt(base64.decodebytes, "a"))
print(attempt(base64.b16decode, b"0g"))
print(attempt(base64.b16decode, b"0a"))
print(attempt(base64.b16decode, b"abc"))
print(attempt(base64.b32decode, b"AAAAAAA"))
print(attempt(base64.b32decode, b"AAAAAAA1"))
print(attempt(base64.b32decode, b"A=======") )
print(attempt(base64.b32encode, "a"))
print(attempt(base64.b85decode, b"|||||"))
print(attempt(base64.b85decode, b"ab\x00"))
print(attempt(base64.a85decode, b"<~abc", adobe=True))
print(attempt(base64.a85decode, b"ab~z"))
print(attempt(base64.a85decode, b"abz"))
print(attempt(base64.a85decode, b"s8W-\"s8W-\""))
print(attempt(base64.a85decode, b"aby", foldspaces=True))
