# sum(start=...) and pow(mod=...): the optional last parameter by keyword, and CPython's
# count check when it also comes by position.
print(sum([1, 2], start=10), sum([[1], [2]], start=[]), sum(range(4), 0.5))
print(sum((x * x for x in range(5)), start=-1), sum([], start=()))
print(pow(3, 4, mod=5), pow(2, 10, None), pow(2, -1, mod=7), pow(2.0, 3, mod=None))
print(pow(7, 2, mod=-5), pow(-3, 3, mod=4), pow(10**30, 3, mod=10**9 + 7))
for f in [lambda: sum([1], 2, start=3), lambda: pow(2, 3, 5, mod=1),
          lambda: sum(["a"], start="x"), lambda: pow(2.0, 3, mod=5), lambda: pow(2, 3, mod=0),
          lambda: pow(2, 1.5, mod=3)]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
