# expect: 26: ZeroDivisionError: division by zero
# An exception raised in a function wrapped by three decorators (two with arguments)
# propagates through every wrapper: each forwarding call shows in the traceback, and the
# finally blocks of the wrappers run before the traceback is printed.
def tagged(tag):
    def decorator(fn):
        def wrapper(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            finally:
                print("leaving", tag)

        return wrapper

    return decorator


def passthrough(fn):
    return lambda *a, **k: fn(*a, **k)


@tagged("outer")
@passthrough
@tagged("inner")
def ratio(a, b, *, scale=1):
    return a * scale / b


print(ratio(1, 4, scale=2))
print(ratio(*[3, 0]))
