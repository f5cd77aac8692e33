# `x *= seq` with a left operand that has sequence methods but no repetition (set,
# frozenset, dict, views, range) is the operator's TypeError, not the sequence's; a left
# operand without any (a number, None) lets the sequence repeat or name it.
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

def imul(x, y):
    x *= y
    return x
for left in [set(), {1}, frozenset({1, 2}), {}, {1: 2}, {1: 2}.keys(), {1: 2}.values(),
             {1: 2}.items(), range(3), 2, True, None, 2.5]:
    for right in [[1], (2,), "ab", [], b"x"]:
        attempt(lambda: imul(left, right))
        attempt(lambda: left * right)
for left in [[1], (1,), "ab"]:
    for right in [2, {1}, None, 1.5]:
        attempt(lambda: imul(left, right))
