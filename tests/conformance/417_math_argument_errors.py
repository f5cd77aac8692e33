# The argument errors of every math function, as CPython words them for its kind of
# function (one argument, two positional ones, keywords, a variable number).
import math

names = ["acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "ceil", "comb",
         "copysign", "cos", "cosh", "degrees", "dist", "erf", "erfc", "exp", "exp2", "expm1",
         "fabs", "factorial", "floor", "fmod", "frexp", "fsum", "gamma", "gcd", "hypot",
         "isclose", "isfinite", "isinf", "isnan", "isqrt", "lcm", "ldexp", "lgamma", "log",
         "log10", "log1p", "log2", "modf", "nextafter", "perm", "pow", "prod", "radians",
         "remainder", "sin", "sinh", "sqrt", "tan", "tanh", "trunc", "ulp"]


def attempt(label, f, *args, **kw):
    try:
        r = f(*args, **kw)
    except TypeError as e:
        print(label, "TypeError:", e)
        return
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
        return
    print(label, "->", repr(r) if not isinstance(r, tuple) else r)


for name in names:
    f = getattr(math, name)
    attempt(name + "()", f)
    attempt(name + "(1, 1, 1)", f, 1, 1, 1)
    attempt(name + "(1, x=2)", f, 1, x=2)
    attempt(name + "(x=2)", f, x=2)

attempt("sqrt(*[4])", math.sqrt, *[4])
attempt("pow(**{})", math.pow, 2, 3, **{})
attempt("log(*(8, 2))", math.log, *(8, 2))
attempt("hypot(*range(4))", math.hypot, *range(4))
attempt("isclose(**kw)", math.isclose, **{"a": 1, "b": 1.0, "abs_tol": 0.5})
attempt("prod(start=)", math.prod, [2, 3], **{"start": 7})
print(repr(math.sqrt), repr(math.hypot), type(math.gcd).__name__, math.floor.__name__)
