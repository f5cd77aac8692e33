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
