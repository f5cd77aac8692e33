# dict() from keywords, alone and with a mapping or pairs, through **: the keys are the
# names, in order; later names win over the mapping's keys.
for i in range(3):
    d = dict(a=i, b=2, c=[i])
    print(d, list(d), d["c"] is d["c"])
    print(dict({"a": 0, "z": 9}, a=i), dict([("x", 1)], y=i), dict(**d), dict(**d, e=5))
    print(dict(), dict(n=None) == {"n": None}, type(dict(q=1)).__name__)
    e = dict(k=i)
    e["k"] += 1
    print(e, dict(k=i))


class Sub(dict):
    pass


print(Sub(a=1), type(Sub(a=1)).__name__)
