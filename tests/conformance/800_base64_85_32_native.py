# base64: Base32, Base85 and Ascii85 (the loops in vm-std's `_base64`) against CPython,
# every option and error in the order CPython meets them.
import base64, binascii

def show(label, f, *a, **k):
    try:
        r = f(*a, **k)
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, str(e))

datas = [b"", b"\0", b"\0\0", b"\0\0\0", b"\0\0\0\0", b"\0\0\0\0\0", b"a", b"ab", b"abc", b"abcd", b"abcde",
         b"    ", b"     ", b"  ", b"    x", b"\xff\xff\xff\xff", b"\xff\xff\xff\xff\xff",
         bytes(range(256)), b"hello world!!", bytearray(b"xyz12")]
for d in datas:
    for pad in (False, True):
        show("a85", base64.a85encode, d, pad=pad)
        show("a85fs", base64.a85encode, d, pad=pad, foldspaces=True)
        show("a85adobe", base64.a85encode, d, pad=pad, adobe=True)
        show("b85", base64.b85encode, d, pad=pad)
    for w in (1, 2, 3, 7):
        show("a85w", base64.a85encode, d, wrapcol=w)
        show("a85wa", base64.a85encode, d, wrapcol=w, adobe=True)
    show("b32", base64.b32encode, d)
    show("b32hex", base64.b32hexencode, d)
    for enc in (base64.a85encode(d), base64.a85encode(d, pad=True), base64.a85encode(d, foldspaces=True)):
        show("a85d", base64.a85decode, enc)
        show("a85dfs", base64.a85decode, enc, foldspaces=True)
    show("a85d_adobe", base64.a85decode, base64.a85encode(d, adobe=True), adobe=True)
    show("a85d_adobe2", base64.a85decode, base64.a85encode(d, adobe=True)[2:], adobe=True)
    show("b85d", base64.b85decode, base64.b85encode(d))
    show("b85dp", base64.b85decode, base64.b85encode(d, pad=True))
    show("b32d", base64.b32decode, base64.b32encode(d))
    show("b32dl", base64.b32decode, base64.b32encode(d).lower(), casefold=True)
    show("b32dl2", base64.b32decode, base64.b32encode(d).lower())
    show("b32hd", base64.b32hexdecode, base64.b32hexencode(d))
    show("b32hdl", base64.b32hexdecode, base64.b32hexencode(d).lower(), True)
    show("b16d", base64.b16decode, base64.b16encode(d))
    show("b16dl", base64.b16decode, base64.b16encode(d).lower())
    show("b16dlc", base64.b16decode, base64.b16encode(d).lower(), casefold=True)

bad = ["u", "uu", "uuuu", "uuuuu", "s8W-\"", "s8W-!", "!!z", "z", "zz", "y", "yy", "!y", "a b\tc\nd", "abc~", "ab\x80", "abc{", "s8W-#", "  ", "", "<~", "~>", "<~~>", "<~>", "@:E_WAS,RgBkhF\"D/O92EH6,BF`qtRH$VbC6UX@47n?3D92&&T:Jand", "ab~>", "<~ab~>"]
for s in bad:
    for adobe in (False, True):
        show("a85bad", base64.a85decode, s, adobe=adobe)
        show("a85badfs", base64.a85decode, s, foldspaces=True, adobe=adobe)
    show("a85ign", base64.a85decode, s, ignorechars=b"{~")
    show("a85ignstr", base64.a85decode, s, ignorechars="{~")
    show("a85ignlist", base64.a85decode, s, ignorechars=[126, 32])
    show("b85bad", base64.b85decode, s)
for s in ["|NsC0", "|NsC1", "|NsC", "~~~~~", "~~~~", "0", "00", "VPa!sWoBn+X=-b1ZEkOHadLBXb#`}", "abcd\"", "abcde ", "abcdeabcd\"", "{~~~~abc\""]:
    show("b85bad2", base64.b85decode, s)
    show("b85bad2b", base64.b85decode, s.encode())
    show("b85bad2ba", base64.b85decode, bytearray(s.encode()))
b32bad = ["", "A", "AAAAAAA", "AAAAAAAA", "MY======", "MY=====", "MY=======", "MZXQ====", "MZXW6===", "MZXW6YQ=", "MZXW6YTB", "MY======MY======",
          "M=======", "MZX=====", "========", "MZXW6YT=", "MZXW6YTBOI======", "my======", "MZ1W6YTB", "MZ0W6YTB", "MZXW6YT8", "1Y======", "MY=A====", "é" * 8, "MZXW6Y\x00B"]
for s in b32bad:
    show("b32bad", base64.b32decode, s)
    show("b32badcf", base64.b32decode, s, True)
    show("b32badm", base64.b32decode, s, map01="L")
    show("b32badmb", base64.b32decode, s, map01=b"I")
    show("b32badm2", base64.b32decode, s, map01=b"IL")
    show("b32badm3", base64.b32decode, s, map01=3)
    show("b32hbad", base64.b32hexdecode, s)
    show("b32hbadcf", base64.b32hexdecode, s, casefold=True)
for f in (base64.a85encode, base64.b85encode, base64.b32encode, base64.b32hexencode, base64.b16encode, base64.b64encode):
    show("enc-str", f, "abc")
    show("enc-int", f, 3)
for f in (base64.a85decode, base64.b85decode, base64.b32decode, base64.b32hexdecode, base64.b16decode, base64.b64decode):
    show("dec-int", f, 3)
    show("dec-nonascii", f, "é")
    show("dec-list", f, [1])
show("b16bad", base64.b16decode, "0G")
show("b16bad2", base64.b16decode, "0")
show("b16bad3", base64.b16decode, b"0g")
show("b16ok", base64.b16decode, "0aF9", casefold=True)
show("a85 fs trunc", base64.a85encode, b"    \0", foldspaces=True)
show("a85 zero tail", base64.a85encode, b"abcd\0")
show("a85 zero tail pad", base64.a85encode, b"abcd\0", pad=True)
show("a85 flag obj", base64.a85encode, b"    ", foldspaces=[1], pad=[])
show("b32 ba", base64.b32encode, bytearray(b"hello"))
show("b32 m01", base64.b32decode, b"0Y======", map01=b"l")
show("b32 m01b", base64.b32decode, b"1Y======", map01="L", casefold=True)
show("b32 m01c", base64.b32decode, b"1y======", map01="l", casefold=True)
import array
show("a85 arr", base64.a85encode, array.array("B", b"abcde"))
show("b32 arr", base64.b32encode, array.array("B", b"abcde"))
show("b85 arr", base64.b85encode, array.array("B", b"abcde"))
