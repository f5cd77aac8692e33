# The limit on decimal conversions of large ints (CPython 3.11's
# sys.set_int_max_str_digits): str(), repr(), print, f-strings, format(), %-formatting,
# json and int() of a string refuse more digits than the limit; power-of-two bases do not.
import json
import sys

print(sys.get_int_max_str_digits())
big = 10 ** 5000
at_limit = 10 ** 4300 - 1
over = 10 ** 4300


def attempt(label, f):
    try:
        r = f()
        print(label, "ok", len(r) if isinstance(r, str) else r)
    except ValueError as e:
        print(label, "ValueError:", e)


attempt("str at limit", lambda: str(at_limit))
attempt("str negative at limit", lambda: str(-at_limit))
attempt("str over", lambda: str(over))
attempt("str big", lambda: str(big))
attempt("repr", lambda: repr(big))
attempt("list repr", lambda: repr([1, big]))
attempt("dict repr", lambda: str({"k": (big,)}))
attempt("f-string", lambda: f"{big}")
attempt("f-string spec", lambda: f"{big:>10}")
attempt("format comma", lambda: format(big, ","))
attempt("str.format", lambda: "{}".format(big))
attempt("percent", lambda: "%d" % big)
attempt("percent s", lambda: "%s" % (big,))
attempt("json", lambda: json.dumps(big))
attempt("json key", lambda: json.dumps({big: 1}))
attempt("hex", lambda: hex(big))
attempt("bin", lambda: bin(big))
attempt("oct", lambda: oct(big))
attempt("format x", lambda: format(big, "x"))
attempt("int 4300", lambda: int("7" * 4300))
attempt("int 4301", lambda: int("7" * 4301))
attempt("int signed", lambda: int("-" + "7" * 4301))
attempt("int underscores", lambda: int("_".join(["7"] * 4300)))
attempt("int then junk", lambda: int("7" * 4301 + "x"))
attempt("int base 16", lambda: int("f" * 6000, 16))
attempt("int base 7", lambda: int("6" * 4301, 7))
attempt("int bytes", lambda: int(b"7" * 4301))
attempt("int float text", lambda: float("7" * 4301))

sys.set_int_max_str_digits(0)
print(sys.get_int_max_str_digits())
attempt("unlimited str", lambda: str(big))
attempt("unlimited int", lambda: int("7" * 9000))

sys.set_int_max_str_digits(maxdigits=640)
print(sys.get_int_max_str_digits())
attempt("640 ok", lambda: str(10 ** 639))
attempt("640 over", lambda: str(10 ** 640))
attempt("641 digits parse", lambda: int("1" * 641))
for bad in [-1, 1, 639, True, "x", 1.5, 2 ** 70]:
    try:
        sys.set_int_max_str_digits(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    sys.set_int_max_str_digits()
except TypeError as e:
    print("TypeError", e)
print(sys.get_int_max_str_digits())
sys.set_int_max_str_digits(4300)
print(len(str(at_limit)))


# print writes each piece as it goes: what came before an argument whose str fails
# is written (sys.stdout = None converts nothing).

class Bad:
    def __str__(self):
        raise RuntimeError("no str")
try:
    print("a", 1, Bad(), "b")
except RuntimeError as e:
    print("caught", e)
try:
    print("x", 10 ** 5000, sep="--", end="!\n")
except ValueError as e:
    print("caught", type(e).__name__)
saved = sys.stdout
sys.stdout = None
print("nothing", Bad())
sys.stdout = saved
print("back")

# Arguments CPython converts to a C int: out of its range is OverflowError first.
for f, arg in [(sys.setrecursionlimit, -2 ** 40), (sys.setrecursionlimit, 2 ** 40),
               (sys.set_int_max_str_digits, -2 ** 40), (sys._getframe, 2 ** 70)]:
    try:
        f(arg)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
