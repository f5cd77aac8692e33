# A wrapper passing its call on with f(*args, **kwargs) to a function that takes only
# *args (and **kwargs): the callee gets a new args tuple (never the caller's object) and
# its own copy of the keywords in their order; keywords it cannot take and keys that are
# not strings raise CPython's errors. Run in loops so that the specialized path runs.


def only_args(*args):
    return args


def args_and_kwargs(*args, **kwargs):
    kwargs["seen"] = len(args)
    return args, kwargs


def relay(fn, *args, **kwargs):
    return fn(*args, **kwargs)


def main():
    t = (1, 2, 3)
    same = []
    for _ in range(4):
        r = only_args(*t)
        same.append((r is t, r == t))
    print("identity", same)

    caller_kw = {"b": 2, "a": 1}
    for i in range(3):
        args, kw = args_and_kwargs(*t, **caller_kw)
        print("kw", args, kw, caller_kw)

    for i in range(3):
        print("relay", relay(only_args, i, i + 1), relay(args_and_kwargs, i, z=i))

    for i in range(3):
        try:
            only_args(*t, **{"x": i})
        except TypeError as e:
            print("TypeError:", e)
        try:
            args_and_kwargs(*t, **{i: "v"})
        except TypeError as e:
            print("TypeError:", e)

    empty = ()
    for _ in range(3):
        print("empty", only_args(*empty), args_and_kwargs(*empty))

    nested = ([1], {"k": [2]})
    for _ in range(2):
        got = only_args(*nested)
        got[0].append(9)
    print("shared items", nested)


main()
