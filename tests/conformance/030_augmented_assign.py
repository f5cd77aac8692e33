# Augmented assignment on names with every arithmetic operator.
x = 10
x += 5
print(x)
x -= 3
print(x)
x *= 2
print(x)
x //= 5
print(x)
x %= 3
print(x)
x **= 5
print(x)
x /= 4
print(x)
s = "ab"
s += "cd"
s *= 2
print(s)
f = 1.5
f += 1
f *= -2
print(f)
n = 7
n -= 10
n //= 2
print(n)
big = 2 ** 62
big += 2 ** 62
big *= 4
print(big)
