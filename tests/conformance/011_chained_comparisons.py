# Chained comparisons: each operand evaluated at most once, left to right, stopping early.
def v(label, x):
    print("eval", label)
    return x


print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1, 1 == 1 == 1)
print(1 < 2 > 0, 5 >= 5 <= 5, 1 != 2 != 1)
print(v("a", 1) < v("b", 2) < v("c", 3))
print(v("a", 1) < v("b", 0) < v("c", 3))
print(v("a", 5) > v("b", 4) > v("c", 3) > v("d", 4) > v("e", 0))
x = 5
print(0 <= x < 10, 0 <= x < 5, x == 5 == x)
print(1 < 2 == 2 < 3)
if 0 < x <= 5:
    print("in range")
print(1 in [1, 2] in [[1, 2]])
print(None is None is not x)
