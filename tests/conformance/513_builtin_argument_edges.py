# Builtins at the edges of their arguments, as CPython: max compares `item > best` (so
# a failed comparison names `>` and the new item first), round looks up the number's
# type before ndigits and clamps a huge ndigits, chr converts to a C int first, and an
# index beyond Py_ssize_t is IndexError "cannot fit". (No int rounded to a huge negative
# ndigits: CPython computes 10**-ndigits, which never ends.)
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

attempt(lambda: max(-7, (1,)))
attempt(lambda: max(1, [2]))
attempt(lambda: max([1, "a"]))
attempt(lambda: max(True, ()))
attempt(lambda: min(-7, (1,)))
attempt(lambda: min([1, "a"]))
attempt(lambda: max([3, 1, 2], key=lambda v: -v))
attempt(lambda: max(2.5, 1, 3))
for x, n in [("0x1f", 1e308), (frozenset(), 0.5), ([], None), (None, 1)]:
    attempt(lambda: round(x, n))
for x, n in [(1.5, 2**63), (1.5, 2**100), (1.5, -2**100), (-1.5, -2**63), (2.5, -(2**31)),
             (2.5, 2**31), (10, 2**100), (10**40 + 6 * 10**29, -30),
             (-5 * 10**29, -30), (15 * 10**29, -30), (10, -3), (123456, -400), (-(10**450), -449), (2.5, 1.5)]:
    attempt(lambda: round(x, n))
for c in [2**31, 2**63, -1, 2**100, -(3**50), 0x110000, 0x10FFFF, 2**31 - 1, -(2**31) - 1]:
    attempt(lambda: chr(c))
xs = [1, 2]
for i in [-(3**50), 3**50, 2**63, 2**63 - 1, -(2**63) - 1]:
    attempt(lambda: xs[i])
    attempt(lambda: (1, 2)[i])
    attempt(lambda: "ab"[i])
    attempt(lambda: range(5)[i])
def store(i):
    xs[i] = 0
def delete(i):
    del xs[i]
for i in [3**50, 2**63 - 1, -(2**64)]:
    attempt(lambda: store(i))
    attempt(lambda: delete(i))
print(xs)
