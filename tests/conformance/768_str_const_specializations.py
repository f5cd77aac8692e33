# Specializations of the fused ops on strings and floats: `local + "text"`,
# `local += "text"`, `local = a + b`, `expr <cmp> float constant` and
# `dict_local[key_local] = value`, with the types changing under them (each site
# must fall back to the generic path and give CPython's results and errors).


def concat_const(values):
    out = []
    for v in values:
        try:
            out.append(v + "/")
        except TypeError as e:
            out.append("TypeError: " + str(e))
    return out


print(concat_const(["a", "bc", "", "é", "x" * 30] * 3 + [1, "z", [1], "end"]))


class Path(str):
    def __add__(self, other):
        return "Path(" + str(self) + other + ")"


print(concat_const(["p", "q", Path("r"), "s"]))


def append_const(n, shared):
    s = "start"
    keep = []
    for i in range(n):
        if i % 3 == 0:
            keep.append(s)  # s is shared: += must not change the kept string
        s += "-"
        s += "x"
    if shared:
        s = 5
        try:
            s += "x"
        except TypeError as e:
            print("TypeError:", e)
    return s, keep


print(append_const(7, False))
print(append_const(4, True))


def store_sum(parts):
    route = ""
    for p in parts:
        route = route + "/" + p
    return route


print(store_sum(["api", "items", "12"] * 5))
print(store_sum(["a", "b"]))
try:
    print(store_sum(["a", 3, "b"]))
except TypeError as e:
    print("TypeError:", e)


def lists_too(parts):
    total = []
    for p in parts:
        total = total + p
    return total


print(lists_too([[1], [2, 3], [], [4]] * 4))


def signs(values):
    out = []
    for v in values:
        if v * 1.0 < 0.0:
            out.append("neg")
        elif v * 1.0 == 0:
            out.append("zero")
        elif v * 1.0 > 2.5:
            out.append("big")
        else:
            out.append("small")
    return out


nan = float("nan")
inf = float("inf")
print(signs([1.5, -2.0, 0.0, -0.0, 3.0, nan, inf, -inf, 2.5] * 2 + [3, -1, True]))


def mixed_compare(values):
    out = []
    for v in values:
        out.append("lt" if v < 1.5 else "ge")
    return out


try:
    print(mixed_compare([1.0, 2.0, 1.5, 0.5, 1.0, 2.0, 2, 1, "a"]))
except TypeError as e:
    print("TypeError:", e)


class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k)

    def __eq__(self, other):
        return isinstance(other, Key) and self.k == other.k

    def __repr__(self):
        return f"Key({self.k!r})"


def count(keys):
    counts = {}
    for key in keys:
        counts[key] = counts.get(key, 0) + 1
    return counts


print(count(["a", "b", "a", "c", "a"] * 4))
print(count(["a", "b", "a", 1, 1.0, True, (1, 2), (1, 2), None]))
print(count(["a", Key("a"), Key("a"), "a"]))
try:
    print(count(["a", "b", "a", "b", [1]]))
except TypeError as e:
    print("TypeError:", e)


def store_into(target, keys):
    for key in keys:
        target[key] = len(str(key))
    return target


print(store_into({}, ["x", "yy", "x"] * 3))
print(store_into([0, 0, 0], [0, 1, 2, 1] * 2))
print(sorted(store_into({"x": 0}, ["x", "yy", "zzz"]).items()))


# A failed in-place operation leaves its target bound, as in CPython.
gg = 5
try:
    gg += "x"
except TypeError as e:
    print(e)
print(gg)
def f():
    a = 5
    b = "s"
    try:
        a += b
    except TypeError as e:
        print(e)
    print(a)
    c = [1]
    try:
        c -= 1
    except TypeError as e:
        print(e)
    print(c)
    def inner():
        nonlocal a
        try:
            a += "q"
        except TypeError as e:
            print(e)
        return a
    print(inner())
    d = {"k": 1}
    try:
        d["k"] += "z"
    except TypeError as e:
        print(e)
    print(d)
    s = "ab"
    t = s
    s += "c"
    print(s, t)
f()
