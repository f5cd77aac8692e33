# String keys looked up in small and large dicts: the very key object, an equal string
# made at run time, absent keys (KeyError, .get default, `in`), deleted and re-inserted
# keys, keys of other kinds beside strings, and an empty string.


def made(text):
    # An equal string that is another object.
    return "".join(list(text))


def check(d, keys):
    out = []
    for k in keys:
        out.append((k, d.get(k, "-"), k in d, d.get(made(k), "-"), made(k) in d))
    return out


small = {"a": 1, "bb": 2, "ccc": 3, "": 0}
print(check(small, ["a", "bb", "ccc", "", "d", "aa", "b"]))
print(small["a"], small[made("bb")], small[""], small[made("")])

names = ["number", "sku", "qty", "price", "weight", "zone", "member", "points",
         "category", "hour", "a_rather_long_key_name_past_sixteen_bytes", "x"]
large = {}
for i, n in enumerate(names):
    large[n] = i
print(check(large, names + ["missing", "qtx", "numbe", "hour2"]))
print(sum(large[made(n)] for n in names), sum(large[n] for n in names))

for d in (small, large):
    try:
        d[made("absent")]
    except KeyError as e:
        print("KeyError", e)

# Deleted, then looked up, then re-inserted.
for d in (dict(small), dict(large)):
    first = next(iter(d))
    del d[first]
    print(first in d, d.get(first), d.get(made(first)))
    d[made(first)] = "back"
    print(d[first], d[made(first)], list(d)[-1] == first)
    d.pop("ccc", None)
    d["ccc"] = 33
    print(d.get("ccc"), d.get(made("ccc")))

# Strings beside keys of other kinds.
mixed = {1: "one", "1": "text one", (1, "a"): "tuple", 2.5: "float", None: "none"}
print(mixed[1], mixed["1"], mixed[made("1")], mixed[(1, "a")], mixed[(1, made("a"))])
print(mixed.get("2.5"), mixed.get(2.5), mixed.get("None"), mixed[None])
big_mixed = {i: i * i for i in range(20)}
big_mixed.update({str(i): -i for i in range(20)})
print([big_mixed[str(i)] for i in range(0, 20, 3)], [big_mixed[i] for i in range(0, 20, 5)])
print(big_mixed.get("20"), big_mixed.get(made("19")), "7" in big_mixed, 7 in big_mixed)


# Keys parsed at run time looked up in a dict built from constants (an expression
# language's variables).
env = {"subtotal": 2500, "qty": 12, "member": True, "hour": 18}
tokens = "( and member ( > subtotal 2000 ) ( < hour 19 ) qty )".split()
print([env[t] for t in tokens if t in env])
print([env.get(t) for t in tokens])
