# min() and max() check their arguments as CPython 3.11 does, in its order: at least one
# positional argument, at most two keywords, only `key` and `default`, no `default` with
# several positional arguments; `key=None` is no key, and `default` only counts for an
# empty iterable.


def attempt(call):
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


for f in (max, min):
    attempt(lambda: f(3, 4, bad=1))
    attempt(lambda: f([1], bad=1))
    attempt(lambda: f([1], key=None, default=0, bad=2))
    attempt(lambda: f(bad=1))
    attempt(lambda: f())
    attempt(lambda: f(1, 2, default=0))
    attempt(lambda: f([], default=7))
    attempt(lambda: f([]))
    attempt(lambda: f([3, 1, 2], key=None))
    attempt(lambda: f([3, 1, 2], key=lambda v: -v))
    attempt(lambda: f("hello", default="?"))
    attempt(lambda: f(1, 2, key=abs))
    attempt(lambda: f([1, "a"]))
    attempt(lambda: f(5))
