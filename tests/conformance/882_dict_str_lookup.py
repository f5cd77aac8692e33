# Dict lookups with string keys: the very key object, an equal string built at run time
# (its hash not computed yet, then computed), keys deleted and added again (small tables
# and indexed ones), a missing key, and keys of other kinds mixed in.


def build(*parts):
    return "".join(parts)


small = {"qty": 1, "price": 2, "zone": 3}
print(small["qty"], small[build("pr", "ice")], small.get(build("zo", "ne")), small.get("nope"))
del small["qty"]
print(small.get("qty"), build("q", "ty") in small, len(small))
small["qty"] = 10
print(small["qty"], small[build("q", "ty")], list(small))

big = {}
for i in range(40):
    big["k" + str(i)] = i
big[7] = "int seven"
big[(1, "k1")] = "tuple"
print(big["k5"], big[build("k", "39")], big.get("k40"), big[7], big[(1, "k1")])
for i in range(0, 40, 3):
    del big["k" + str(i)]
print(big.get("k3"), big.get(build("k", "4")), len(big))
for i in range(0, 40, 6):
    big[build("k", str(i))] = -i
print(big["k6"], big.get("k9"), big["k12"], len(big))

total = 0
keys = ["k" + str(i % 40) for i in range(400)]
for key in keys:
    total += big.get(key, 0) if isinstance(big.get(key, 0), int) else 0
print(total)

env = {"number": 1, "sku": 2, "qty": 3, "price": 4, "weight": 5, "zone": 6,
       "member": 7, "points": 8, "category": 9, "hour": 10}
s = 0
for n in range(1000):
    s += env["qty"] + env["hour"] + env[build("po", "ints")]
print(s)
try:
    env[build("missing", "")]
except KeyError as e:
    print("KeyError", e)
print("" in {"": 0}, {"": 5}[build()])
