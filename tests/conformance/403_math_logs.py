# math.log (one or two arguments), log2, log10, log1p: exact for huge ints (computed
# from their bit length), domain errors, bases, bools and big ints.
import math


def label(x):
    if isinstance(x, int) and abs(x) > 10 ** 30:
        return "<int of %d bits>" % x.bit_length()
    return repr(x)


def show(f, *args):
    shown = ", ".join([label(a) for a in args])
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, shown, type(e).__name__, e)
        return
    print(f.__name__, shown, repr(r))


values = [1, 2, 10, 0.5, 3.0, 1e-300, 5e-324, 1e308, math.e, True, 0, 0.0, -0.0, -1, -1e-10,
          False, math.inf, -math.inf, math.nan, 10 ** 20, 2 ** 64, 10 ** 308, 10 ** 309,
          2 ** 1023, 2 ** 1024, 2 ** 1024 - 1, 10 ** 1000, 3 ** 5000, 2 ** 100000,
          -(10 ** 400)]
for f in [math.log, math.log2, math.log10]:
    for x in values:
        show(f, x)

for x in [0.0, -0.0, 1e-20, -0.5, -1, -1.0000001, 1, 1e300, math.inf, -math.inf, 10 ** 400]:
    show(math.log1p, x)

for x, b in [(8, 2), (100, 10), (1000, 10), (2 ** 1000, 2), (10 ** 500, 10), (1, 10), (8, 2.0),
             (math.e, math.e), (0.5, 4), (10 ** 400, 10 ** 200), (5, 1), (5, 0), (5, -2),
             (0, 10), (2, 0.5), (3, True), (math.inf, 2), (2, math.inf), (math.nan, 2)]:
    show(math.log, x, b)

for x in ["1", None, [2]]:
    show(math.log, x)
    show(math.log2, x)
    show(math.log, 10, x)

print([math.log2(2 ** i) for i in range(0, 70, 7)])
print([math.log10(10 ** i) for i in range(0, 30, 3)])
print([round(math.log(i), 12) for i in range(1, 12)])
print(math.log(2 ** 2000) / math.log(2), math.log10(2 ** 4000), math.log2(3 ** 3000))
