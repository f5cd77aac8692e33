# int() from strings, floats, bools and ints; truncation toward zero.
print(int("42"), int("-17"), int("0"), int("007"))
print(int(" 12 "), int("+5"), int("\t9\n"))
print(int(3.9), int(-3.9), int(0.5), int(-0.5))
print(int(1e20), int(2.0 ** 70))
print(int(True), int(False))
print(int(7), int(-7), int(2 ** 80))
print(int("123456789012345678901234567890"))
print(int(-0.0), int(5.0))
x = "12"
print(int(x) + 1, x + "1")
print(int(str(99)) + int(1.999999))
# Around the short-decimal fast path: 18 and 19 digits, the i64 edges, "-0", long zeros.
print(int("999999999999999999"), int("1000000000000000000"), int("-999999999999999999"))
print(int("9223372036854775807"), int("9223372036854775808"), int("-9223372036854775809"))
print(int("-0"), int("0000000000000000000000001"), int("1_000"))
