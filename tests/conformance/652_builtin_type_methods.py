# Methods and attributes of the builtin types: str's reverse searches, tab expansion,
# case folding and character classes; int, bool and float's numeric methods; range and
# slice; set.symmetric_difference_update; C.mro(); bytes' padding and case methods.

print("a=b=c".rpartition("="), "abc".rpartition("x"), "abc".rpartition("c"))
print("abcabc".rindex("b"), "abcabc".rindex("b", 0, 3), "abcabc".rindex("c", -2))
print("héllo wörld".rindex("ö"), "héllo".rpartition("l"))
for bad in [lambda: "abc".rindex("x"), lambda: "abc".rpartition(""),
            lambda: "abc".rpartition(1), lambda: "abc".rindex(1)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

for s in ["a\tb", "\t", "ab\tcd\tef", "12345678\tx", "a\nb\tc", "x\r\ty", "é\tx"]:
    print(repr(s.expandtabs()), repr(s.expandtabs(4)), repr(s.expandtabs(tabsize=1)),
          repr(s.expandtabs(0)), repr(s.expandtabs(-3)))
for bad in [lambda: "a".expandtabs(2.0), lambda: "a".expandtabs(foo=1)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)

for s in ["Straße", "ABC", "ﬁne", "ΣΑΣ ς", "İı", "µ", "Ꭰꭰ", "ẞ", "ǅ", "ﬀ"]:
    print(repr(s.casefold()), s.casefold() == s.upper().casefold())
print("Straße".casefold() == "STRASSE".casefold())

for s in ["123", "١٢٣", "²", "½", "五", "Ⅻ", "12a", "", "3.5", "٣", "⑦", "𝟗"]:
    print(repr(s), s.isdecimal(), s.isnumeric(), s.isdigit())
for s in ["abc", "", "é", "a\x7f", "\x00"]:
    print(repr(s), s.isascii())
for s in ["abc", "", "a b", "a\tb", "\n", "é", "\xa0", "\xad", "\u2028", "\ue000",
          "\u0378", "😀", " ", "~"]:
    print(repr(s), s.isprintable())

print((255).bit_count(), (-255).bit_count(), (0).bit_count(), (2**100 - 1).bit_count(),
      (-(2**70)).bit_count())
print((7).as_integer_ratio(), (-3).as_integer_ratio(), (2**80).as_integer_ratio())
print((5).conjugate(), (-(2**70)).conjugate())
print(True.bit_length(), False.bit_length(), True.bit_count(), True.as_integer_ratio())
print(True.conjugate(), type(True.conjugate()).__name__, True.to_bytes(2, "big"))
print(True.real, False.imag, True.numerator, True.denominator)

for f in [2.5, 0.1, -0.75, 0.0, -0.0, 1e300, 5e-324, 3.0, 1 / 3]:
    print(f.as_integer_ratio(), f.hex(), float.fromhex(f.hex()) == f)
for bad in [float("inf"), float("-inf"), float("nan")]:
    try:
        bad.as_integer_ratio()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(float("inf").hex(), float("-inf").hex(), float("nan").hex(), (1e-310).hex())
print((1.7976931348623157e308).hex(), (2.0 ** -1022).hex())
for s in ["0x1.8p+0", "  -0X1P-2  ", "inf", "-Infinity", "nan", "0x.8", "0x1.", "1", "a",
          "0xAp0", "0x1.8", "0x1p-1074", "0x1p-1075", "0x3p-1076", "0x1.fffffffffffffp1023",
          "0x1.0000000000000801p0", "0x1.00000000000008p0", "0x1.00000000000018p0",
          "0x0p0", "-0x0p0", "0x1p1023", "0x123456789abcdef123456789p-10", "+0x2p-1",
          "0x1p", "0x1_0p0", "", "0x", "0xg", "1.5e3", "0x1p+", "0x1p99999999999999999999",
          "0x1p-99999999999999999999", "0x1.fffffffffffff8p1023", "0x2p1023"]:
    try:
        print(repr(s), float.fromhex(s))
    except (ValueError, OverflowError) as e:
        print(repr(s), type(e).__name__, e)
try:
    float.fromhex(1)
except TypeError as e:
    print("TypeError", e)
print((2.7).__floor__(), (-2.7).__floor__(), (2.2).__ceil__(), (-2.7).__trunc__())
print((2.5).conjugate(), (7.0).is_integer())

r = range(2, 10, 3)
print(r.start, r.stop, r.step, range(5).start, range(5).step, range(10, 0, -2).step)
print(range(10).index(4), range(2, 20, 3).index(11), range(10, 0, -2).index(4))
print(range(10).count(3), range(10).count(10), range(0, 10, 2).count(3),
      range(10).count(3.0), range(10).count("a"), range(5).index(True), range(5).index(2.0))
for bad in [lambda: range(10).index(10), lambda: range(0, 10, 2).index(3),
            lambda: range(3).index("x"), lambda: range(3).index(2**80)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)

for sl in [slice(1, 10, 2), slice(None), slice(-3, None), slice(None, None, -1),
           slice(100, -100, -3), slice(-100, 100), slice(2, 1)]:
    print(sl, sl.indices(5), sl.indices(0), sl.indices(20))
for bad in [lambda: slice(1, 2).indices(-1), lambda: slice(1, 2, 0).indices(3),
            lambda: slice("a").indices(3)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

s = {1, 2, 3}
print(s.symmetric_difference_update({2, 3, 4}), sorted(s))
s.symmetric_difference_update([4, 5, 5])
print(sorted(s))
s.symmetric_difference_update(s)
print(s)
fs = frozenset({1})
print(hasattr(fs, "symmetric_difference_update"))


class A:
    pass


class B(A):
    pass


class C(A):
    pass


class D(B, C):
    pass


print(D.mro())
print(type("X", (), {}).mro(), D.mro() == list(D.__mro__))
m = B.mro
print(m())

for b in [b"ab", bytearray(b"ab"), b"", b"-12"]:
    print(b.center(6), b.center(7, b"*"), b.ljust(5, b"."), b.rjust(5), b.zfill(6),
          b.center(1))
print(b"hello world-foo bar9x".title(), bytearray(b"aBc DeF").swapcase())
print(b"prefix-body".removeprefix(b"prefix-"), b"body.txt".removesuffix(b".txt"),
      b"abc".removeprefix(b"x"), bytearray(b"abc").removesuffix(bytearray(b"c")))
print(b"abc".isascii(), b"\x80".isascii(), b"".isascii(), bytearray(b"a\tb").isascii())
print(b"a\tbc\td\ne\tf".expandtabs(), b"a\tb".expandtabs(3), bytearray(b"\t").expandtabs(2),
      b"x\ty".expandtabs(tabsize=0))
for bad in [lambda: b"a".center(3, "x"), lambda: b"a".center(3, b"xy"),
            lambda: b"a".ljust("3"), lambda: b"a".removeprefix("a")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
