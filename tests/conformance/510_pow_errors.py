# pow() and ** as CPython: the "** or pow()" operator name, three-argument pow's errors
# by operand type, and modular inverses (a negative exponent with a modulus).
def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

attempt(lambda: [] ** 2)
attempt(lambda: pow({1}, 1.5))
attempt(lambda: pow(frozenset(), "a"))
def inplace():
    x = []
    x **= 2
    return x
attempt(inplace)
attempt(lambda: pow([], 2, 3))
attempt(lambda: pow(2, [], 3))
attempt(lambda: pow(2, 3, []))
attempt(lambda: pow(2.0, 3, 5))
attempt(lambda: pow(0.1, (1, 2), 10))
attempt(lambda: pow([], 2.0, 3))
attempt(lambda: pow(2, 3, 5.0))
attempt(lambda: pow(2, 3, None))
for b, e, m in [(3, -1, 7), (2, -1, 7), (-3, -2, 11), (3, -1, -7), (10**20 + 1, -3, 2**61 - 1),
                (2, -1, 4), (5, -1, 1), (0, -1, 5), (2, 10, -3), (-2, 3, 5), (7, 0, -5), (2, 3, 0)]:
    attempt(lambda: pow(b, e, m))
