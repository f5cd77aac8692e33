# str() of ints of every size and sign, as the run-length encoder builds them, and joins
# of one-character and longer pieces.
values = [0, 7, -7, 10, -10, 99, 100, 12345, -2147483648, 9223372036854775807,
          -9223372036854775808, 9223372036854775808, -9223372036854775809, 10 ** 30, True]
for v in values:
    s = str(v)
    print(s, len(s), s + "!")

pieces = []
for i in range(-3, 25):
    pieces.append(str(i) + "x")
print("".join(pieces))
print("-".join(pieces))
print(", ".join(["a", "bb", "", "ccccc", "dddddddddd", "é", "ü" * 5]))
chars = []
for c in "run length encoding of these letters":
    chars.append(c)
print("".join(chars), "|".join(chars))
