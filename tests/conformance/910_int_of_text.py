# int() of text: the short-decimal fast path and everything it leaves to the general
# parse (signs, spaces, underscores, other scripts' digits, big values, bad text).
tests = [
    "0", "7", "-7", "-0", "00012", "12", "123", "1234", "12345", "123456", "1234567",
    "12345678", "-12345678", "99999999", "123456789", "999999999999999999",
    "-999999999999999999", "1000000000000000000", "9223372036854775807",
    "9223372036854775808", "-9223372036854775809", "18446744073709551616",
    "123456789012345678901234567890", "+5", " 7 ", "\t42\n", "1_000", "1_2_3_4_5_6_7_8_9",
    "٣", "٣٤", "-٣", "１２", "\u0e53\u0e54", "\U0001d7d9\U0001d7da", "\u2003 5", "5\u3000",
    "", "-", "+", " ", "4 2", "1__0", "_1", "1_", "12a", "a12", "0x10", "1e3", "12.0",
    "--5", "-+5", "5-", "²", "½", "\x1c5", "1\x00", "/", ":", "0/", "9:", "1234567/",
    "/1234567", "12345678:", "\xff1", "1\xff", "٣a", "-\u0660",
]
for t in tests:
    try:
        v = int(t)
        print(repr(t), v, type(v).__name__)
    except ValueError as e:
        print(repr(t), "ValueError", e)
for t, base in [("٣", 16), ("ff", 16), ("٣٤", 8), ("1_0", 2), ("12345678", 16), ("12345678", 9)]:
    try:
        print(repr(t), base, int(t, base))
    except ValueError as e:
        print(repr(t), base, "ValueError", e)
total = 0
for i in range(2000):
    total += int(str(i * 7919)) + int(str(-i)) + int(str(i)[-1:])
print(total)
for b in [b"12345", b"-7", b" 1 ", b"1_0", b"\xd9\xa3", b"", b"12345678", b"123456789x"]:
    try:
        print(b, int(b))
    except ValueError as e:
        print(b, "ValueError", e)
for t in ["٣", "٣.٥", "-٣e٢", "1_0.5", " 2.5 ", "٣a", "\u0e53.\u0e54\u0e55", "²", "inf", "-nan"]:
    try:
        print(repr(t), float(t))
    except ValueError as e:
        print(repr(t), "ValueError", e)
