# expect: 25: ZeroDivisionError: division by zero
# A decorator with keyword arguments validates every positional argument; a ValueError is
# caught, and while it is handled the wrapped function fails: both tracebacks are printed,
# joined by "During handling of the above exception".
def validate(value, *, lo, hi):
    if not lo <= value <= hi:
        raise ValueError("%r out of range [%r, %r]" % (value, lo, hi))
    return value


def validated(**bounds):
    def deco(fn):
        def wrapper(*args):
            for a in args:
                validate(a, **bounds)
            return fn(*args)

        return wrapper

    return deco


@validated(lo=0, hi=10)
def mean(*xs):
    return sum(xs) / len(xs)


print(mean(1, 2, 3))
try:
    mean(1, 20)
except ValueError as e:
    print("caught:", e)
    mean()
