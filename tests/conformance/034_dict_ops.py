# Dict literals, printing, insertion order, overwrites and key types.
d = {"b": 1, "a": 2, "c": 3}
print(d, len(d))
print({}, len({}))
d["a"] = 20
print(d)
d["z"] = 26
print(d)
print(d["b"], d["z"])
keys = {1: "int", 2.5: "float", "s": "str", (1, 2): "tuple", None: "none", True: "bool"}
print(keys)
print(keys[1], keys[(1, 2)], keys[None])
dup = {"k": 1, "k": 2}
print(dup)
mixed = {1: "one", 1.0: "float one"}
print(mixed)
print({True: "yes", 1: "one"})
nested = {"list": [1, 2], "dict": {"x": {"y": 0}}}
print(nested)
print(nested["dict"]["x"]["y"])
print({0: 0, -1: -1, 10 ** 20: "big"})
