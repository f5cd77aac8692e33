# math.factorial and math.isqrt: exact big results, CPython's errors for negatives,
# floats and huge arguments.
import math


def show(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
        return
    shown = [a if type(a) in (int, float, bool, str) else type(a).__name__ for a in args]
    print(f.__name__, shown, r if r < 10 ** 60 else "%d bits, %d mod 1000000007" % (r.bit_length(), r % 1000000007))


for n in list(range(0, 25)) + [30, 50, 100, 170, 171, 500, 1000, 2500]:
    show(math.factorial, n)
for bad in [-1, -(10 ** 30), 10 ** 30, 5.0, 5.5, "5", None]:
    show(math.factorial, bad)
show(math.factorial, True)


class Five:
    def __index__(self):
        return 5


show(math.factorial, Five())
print(math.factorial(20) == 2432902008176640000, math.factorial(21) // math.factorial(20))
print(math.factorial(300) == math.prod(range(1, 301)))

for n in [0, 1, 2, 3, 4, 8, 9, 10, 15, 16, 17, 99, 100, 101, 2 ** 31, 2 ** 32 - 1, 2 ** 52 + 1,
          2 ** 62, 2 ** 63 - 1, 2 ** 64 - 1, 2 ** 64, 10 ** 30, 10 ** 40 - 1, 3 ** 301, True,
          Five()]:
    show(math.isqrt, n)
for bad in [-1, -(10 ** 30), 4.0, "4", None]:
    show(math.isqrt, bad)
ok = True
for n in range(0, 5000, 7):
    r = math.isqrt(n)
    ok = ok and r * r <= n < (r + 1) * (r + 1)
for k in range(1, 200):
    n = 7 ** k
    r = math.isqrt(n)
    ok = ok and r * r <= n < (r + 1) * (r + 1)
print(ok, math.isqrt(10 ** 100) == 10 ** 50, math.isqrt(10 ** 100 - 1) == 10 ** 50 - 1)
