# math.pow: always a float; IEEE special values as CPython decides them; zero to a negative
# power and negative to a fractional power are domain errors, overflow a range error.
import math


def show(*args):
    try:
        r = math.pow(*args)
    except Exception as e:
        print(args, type(e).__name__, e)
        return
    print(args, repr(r))


specials = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 3, -3, 2.5, 1e300, math.inf,
            -math.inf, math.nan]
def cell(x, y):
    try:
        return repr(math.pow(x, y))
    except ValueError:
        return "VE"
    except OverflowError:
        return "OE"


for x in specials:
    print(" ".join([cell(x, y) for y in specials]))

for args in [(0, -1), (0.0, -2.5), (-0.0, -3), (-8, 1 / 3), (-2, 0.5), (10, 400), (2, 1024),
             (2, 1023), (-10, 401), (1e-10, -40), (2, -1075), (2, -1074), (2 ** 1000, 2),
             (10 ** 400, 0.5), (3, 2), (True, 5), (2, True), (-1, math.inf), (1, math.nan),
             (math.nan, 0), (4, 0.5), (-27, 1), ("2", 2), (2, None)]:
    show(*args)

print([math.pow(2, i) for i in range(-3, 11)])
print(math.pow(2, 0.5) == math.sqrt(2), math.pow(10, -2), math.pow(7, 3) == 7 ** 3)
print(math.pow(1.0000001, 1e7), math.pow(0.999999, 1e6), math.pow(-2, 63), math.pow(-2, -1))
