# Tuple unpacking in assignments: swaps, multiple targets, unpacking lists and strings.
a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
x, y, z = [10, 20, 30]
print(x, y, z)
p, q = "hi"
print(p, q)
a, b = 0, 1
for i in range(10):
    a, b = b, a + b
print(a, b)
t = (7, 8)
m, n = t
print(m, n)
(c, d) = (3, 4)
print(c, d)
lst = [1, 2, 3]
i = 0
i, lst[i] = 1, 99
print(i, lst)
first, second = lst[0], lst[-1]
print(first, second)
u = v = 5
print(u, v)
d1 = {}
k, d1["key"] = "k", "value"
print(k, d1)
x, y = y, x
print(x, y)
