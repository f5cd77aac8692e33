# binascii's base64 codec: every length's tail and padding, digits mixed with other
# bytes, and strict mode's errors (whole quads take a fast path in vm-std).
import base64
import binascii


def show(label, f, *a, **k):
    try:
        print(label, repr(f(*a, **k)))
    except Exception as e:
        print(label, type(e).__name__, str(e))


for n in range(0, 14):
    data = bytes(range(200, 200 + n))
    enc = base64.b64encode(data)
    print(n, enc, binascii.b2a_base64(data), base64.urlsafe_b64encode(data),
          base64.b64encode(data, altchars=b"*-"), base64.encodebytes(data))
    show("dec", base64.b64decode, enc)
    show("dec-strict", base64.b64decode, enc, validate=True)
    show("dec-str", base64.b64decode, enc.decode())
    show("dec-nopad", base64.b64decode, enc.rstrip(b"="))
    show("dec-extra", base64.b64decode, enc + b"=")
    show("dec-extra-strict", base64.b64decode, enc + b"=", validate=True)
    show("dec-tail", base64.b64decode, enc + b"QQ==")
    show("dec-tail-strict", base64.b64decode, enc + b"QQ==", validate=True)
    show("dec-nl", base64.decodebytes, base64.encodebytes(data * 20))

cases = [b"", b"=", b"==", b"QQ", b"QQ=", b"QQ==", b"QQ===", b"QUI=", b"QUJD", b"Q", b"QUJDR",
         b"QUJD\nRA==", b"QU JD", b"QUJD!!!!", b"!QUJD", b"QUJD=QUJD", b"QUJDRA==QUJD",
         b"QU=JD", b"Q===", b"=QUJD", b"QUJDRA=", b"QUJDRA=\n=", b"QUJD\x80QUJD", b"QUJDQUJD",
         b"AAAA" * 5 + b"A", b"AAAA" * 5 + b"AB", b"AAAA*AAA", b"////++++", b"-_-_"]
for c in cases:
    show("a2b", binascii.a2b_base64, c)
    show("a2b-strict", binascii.a2b_base64, c, strict_mode=True)
    show("b64d-alt", base64.b64decode, c, altchars=b"-_")
    show("urlsafe", base64.urlsafe_b64decode, c)
show("a2b-str", binascii.a2b_base64, "QUJD")
show("a2b-nonascii", binascii.a2b_base64, "QUJDé")
show("a2b-int", binascii.a2b_base64, 5)
show("b2a-str", binascii.b2a_base64, "abc")
show("b2a-ba", binascii.b2a_base64, bytearray(b"abcd"), newline=False)
big = bytes(range(256)) * 40
assert base64.b64decode(base64.b64encode(big)) == big
assert base64.b64decode(base64.encodebytes(big)) == big
print("round trips")
