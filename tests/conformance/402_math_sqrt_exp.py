# math.sqrt, exp, exp2, expm1, cbrt: results bit for bit as CPython's, domain and range
# errors, ints and big ints as arguments.
import math


def show(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, args, type(e).__name__, e)
        return
    print(f.__name__, args, repr(r))


values = [0.0, -0.0, 1, 2, 3.0, 0.25, 1e-310, 5e-324, 1e308, 10 ** 20, 2 ** 1000, True,
          -1, -1e-300, math.inf, -math.inf, math.nan, 0.1, 700, 709.78, 710, -745.2, -746,
          1023.9, 1024, -1074, -1075, 1e-17, -20.5, 123456.789]
for f in [math.sqrt, math.exp, math.exp2, math.expm1, math.cbrt]:
    for x in values:
        show(f, x)

for x in [10 ** 400, -(10 ** 400), "4", None, [4]]:
    show(math.sqrt, x)
    show(math.exp, x)

print([math.sqrt(i) for i in range(10)])
print([math.cbrt(i) for i in range(-8, 9)])
print(math.sqrt(2) ** 2, math.exp(math.log(10)), math.expm1(1e-10), math.exp(1e-10) - 1)
print(sum(math.sqrt(i) for i in range(1, 1001)))
print(math.sqrt(4503599627370497), math.sqrt(2 ** 1023 * 1.9), math.exp(-0.0))
