# One `fn(*args, **kwargs)` site that calls plain functions, functions with *args,
# keyword-only parameters and **kwargs (a decorator applied to several kinds).


def deco(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


@deco
def plain(a, b):
    return a - b


@deco
def defaults(a, b=10):
    return a * b


@deco
def star(*a):
    return a


@deco
def kwonly(a, *, scale=2):
    return a * scale


@deco
def everything(a, *rest, flag=False, **kw):
    return (a, rest, flag, sorted(kw.items()))


out = []
for i in range(50):
    out.append(plain(i, 2))
    out.append(star(i, 2))
    out.append(defaults(i))
    out.append(kwonly(i, scale=i))
    out.append(everything(i, 1, flag=True, z=i))
    out.append(plain(b=i, a=1))
print(out[:12])
print(out[-6:])

# Errors still come from the general path, with CPython's messages.
for call in (lambda: plain(1), lambda: plain(1, 2, 3), lambda: kwonly(1, bad=2),
             lambda: plain(1, a=2)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
