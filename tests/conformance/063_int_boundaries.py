# Arithmetic that crosses the 64-bit boundary in both directions.
big = 2 ** 63 - 1
print(big, big + 1, big * 2, -big - 1, -big - 2)
small = -(2 ** 63)
print(small, -small, small - 1, small // -1, abs(small))
print(small * -1, small % 7, small // 7)
print(3037000500 * 3037000500, 3037000499 * 3037000499)
print(2 ** 32 * 2 ** 32, (2 ** 32) ** 2)
x = 1
for i in range(70):
    x *= 2
print(x)
for i in range(70):
    x //= 2
print(x, x == 1)
back = 2 ** 64 - 2 ** 64 + 2
lst = ["a", "b", "c"]
print(lst[back])
d = {1: "one"}
print(d[2 ** 70 - 2 ** 70 + 1])
print(2 ** 64 // 2 ** 32, 2 ** 64 % 1000)
acc = 0
for i in range(100):
    acc = acc * 31 + i
print(acc)
print(9223372036854775807 + 9223372036854775807)
print(-9223372036854775808 - 9223372036854775808)
