# math.comb and math.perm: exact for big arguments (n beyond 64 bits, k in the
# thousands), zero when k > n, perm(n) == factorial(n), and CPython's errors.
import math


def show(f, *args):
    shown = [a if type(a) in (int, float, bool, str) and (type(a) != int or a < 10 ** 25) else type(a).__name__ for a in args]
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, shown, type(e).__name__, e)
        return
    print(f.__name__, shown, r if r < 10 ** 60 else "%d bits, %d mod 1000000007" % (r.bit_length(), r % 1000000007))


for n in range(0, 9):
    print([math.comb(n, k) for k in range(n + 2)], [math.perm(n, k) for k in range(n + 2)])
for n, k in [(10, 3), (52, 5), (60, 30), (67, 33), (68, 34), (100, 50), (127, 63), (128, 64),
             (200, 3), (1000, 2), (1000, 998), (10 ** 6, 3), (2 ** 40, 2), (2 ** 62, 5),
             (2 ** 63 - 1, 2), (2 ** 64 + 5, 4), (10 ** 30, 3), (10 ** 30, 10 ** 30 - 2),
             (3000, 1500), (20, 21), (10 ** 20, 10 ** 20 + 1), (True, True), (5, False)]:
    show(math.comb, n, k)
    show(math.perm, n, k)
for n in [0, 1, 5, 20, 25, True]:
    show(math.perm, n)
    show(math.perm, n, None)
for args in [(-1, 2), (5, -1), (-5, -1), (5.0, 2), (5, 2.0), ("5", 2), (5, None), (10 ** 30, 10 ** 20),
             (10 ** 30, 10 ** 30 - 10 ** 20), (-(10 ** 30), 1), (5, -(10 ** 30))]:
    show(math.comb, *args)
    show(math.perm, *args)
show(math.perm, -1)
show(math.perm, 2.5)
show(math.perm)
show(math.perm, 1, 2, 3)
show(math.comb, 1)
print(sum(math.comb(30, k) for k in range(31)) == 2 ** 30)
print(all(math.comb(n, k) == math.comb(n - 1, k - 1) + math.comb(n - 1, k) for n in range(1, 80) for k in range(1, n)))
print(all(math.perm(n, k) == math.factorial(n) // math.factorial(n - k) for n in range(0, 60, 3) for k in range(0, n + 1, 2)))
