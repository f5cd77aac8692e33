# `and`/`or` as values: a deciding operand is the result; nested ones test each operand's
# truth once (a falsy `a` in `(a and b) or c` is tested once and `c` follows, as CPython's
# jump threading makes it), __bool__ errors propagate, chained comparisons.
class B:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        print("bool", self.v)
        return self.v

    def __repr__(self):
        return f"B({self.v})"


def f(a, b, c):
    return a and b, a or b, a and b and c, a or b or c, (a and b) or c
for a in [0, 1, "", "x", None, [], [0], B(True), B(False)]:
    for b in [0, 2, B(True)]:
        print(f(a, b, 3))
x = 5
print(1 < x < 10, 1 < x > 10, 0 <= x == 5 < 6)
try:
    class Bad:
        def __bool__(self):
            raise ValueError("no")
    print(Bad() and 1)
except ValueError as e:
    print("VE", e)
def g(a, b, c, d):
    return (a and b) and c, (a or b) or c, (a or (b and c)) and d, a and (b or c) or d, not (a and b) or c
for a in [B(False), B(True)]:
    for b in [B(False), B(True)]:
        for c in [0, B(True)]:
            print(g(a, b, c, 9))
print([x for x in range(10) if x and x % 2 or x == 4])
v = [] or {} or 0 or "last"
print(v, None and 1, 0 or None)
