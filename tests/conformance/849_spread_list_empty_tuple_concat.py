# f(*list) forwarding: the list's items as positional arguments, to every signature
def plain(a, b, c=3):
    return (a, b, c)

def star(*args):
    return args

def star_kw(*args, **kwargs):
    return (args, kwargs)

def kwonly(a, *, k=5, **rest):
    return (a, k, rest)

def wrap(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper

for _ in range(3):
    items = [1, 2]
    print(plain(*items), plain(*[x * 10 for x in items]), plain(*[7, 8, 9]))
    print(star(*items), star(*[]), star_kw(*items), star_kw(*[4], **{"z": 1}))
    got = star(*items)
    print(type(got).__name__, got is items)
    print(kwonly(*[1]), kwonly(*[2], k=6), kwonly(*[3], **{"q": 4}))
    print(wrap(plain)(*[5, 6]), wrap(star)(*[True, False]), wrap(kwonly)(*[9], x=1))
    flags = [True, False, True]
    print(plain(*flags), star(*flags))
    for bad in ([1], [1, 2, 3, 4], []):
        try:
            plain(*bad)
        except TypeError as e:
            print("TypeError:", e)
    try:
        kwonly(*[1, 2])
    except TypeError as e:
        print("TypeError:", e)
    try:
        plain(*[1, 2], **{"a": 3})
    except TypeError as e:
        print("TypeError:", e)

    # the callee mutating its own args does not touch the list passed
    def grab(*args):
        return list(args)
    src = [1, 2, 3]
    out = grab(*src)
    out.append(4)
    print(src, out)

    # a list subclass spreads through its iteration
    class L(list):
        def __iter__(self):
            return iter([100, 200])
    print(plain(*L([1, 2, 3])), star(*L([0])))

# tuple + tuple with an empty side gives the other tuple itself, as CPython's
t = (1, 2)
e = ()
for _ in range(3):
    print(e + t is t, t + e is t, (t + (3,)) is t, t + (3,))
    u = t
    u += ()
    print(u is t)
    bound = ()
    args = (5, 6)
    print((bound + args) is args)

class T(tuple):
    pass

s = T((1, 2))
for _ in range(3):
    r1 = s + ()
    r2 = () + s
    print(type(r1).__name__, r1, r1 is s, type(r2).__name__, r2, r2 is s)
