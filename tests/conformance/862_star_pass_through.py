# f(*args, **kwargs) passed on to a function whose signature is only *args (and
# **kwargs): a new args tuple, a copy of the keyword dict, CPython's error for keywords
# given to a function without **kwargs; repeated so the specialized call paths run.


def only_star(*args):
    return args


def star_kw(*args, **kwargs):
    kwargs["seen"] = len(args)
    return args, kwargs


def forward(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


def forward_list(fn):
    def wrapper(*args):
        return fn(*list(args))

    return wrapper


t = (1, 2, 3)
d = {"a": 1, "b": [2]}
for i in range(40):
    got = only_star(*t)
    assert got == t and got is not t
    args, kw = star_kw(*t, **d)
    assert args == t and args is not t
    assert kw == {"a": 1, "b": [2], "seen": 3} and kw is not d
    assert kw["b"] is d["b"]
    assert d == {"a": 1, "b": [2]}
    assert star_kw(*()) == ((), {"seen": 0})
    assert forward(only_star)(i, i + 1) == (i, i + 1)
    assert forward(star_kw)(i, x=i) == ((i,), {"x": i, "seen": 1})
    assert forward_list(only_star)(i, "s") == (i, "s")
    try:
        only_star(*t, **d)
    except TypeError as e:
        msg = str(e)
    else:
        msg = "no error"
    try:
        forward(only_star)(1, k=2)
    except TypeError as e:
        msg2 = str(e)
    else:
        msg2 = "no error"
    try:
        only_star(*t, **{})
        msg3 = "ok"
    except TypeError as e:
        msg3 = str(e)
print(msg)
print(msg2)
print(msg3)
print(star_kw(*[1, 2], **{"z": None}))
print(forward(star_kw)(**{"q": 1}))
