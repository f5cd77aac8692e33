# json.dumps: indent, separators, sort_keys, skipkeys, allow_nan, default,
# check_circular, ensure_ascii.
import json

data = {"b": [1, 2, {"x": None, "y": []}], "a": {}, "c": "text", "d": [[]], "e": 1.5}
print(json.dumps(data))
print(json.dumps(data, indent=2))
print(json.dumps(data, indent=0))
print(json.dumps(data, indent=-3))
print(json.dumps(data, indent="\t"))
print(json.dumps(data, indent="--"))
print(json.dumps(data, indent=""))
print(json.dumps(data, indent=None))
print(json.dumps(data, indent=True))
print(json.dumps(data, sort_keys=True))
print(json.dumps(data, sort_keys=True, indent=4))
print(json.dumps(data, separators=(",", ":")))
print(json.dumps(data, separators=[" , ", " : "]))
print(json.dumps(data, indent=2, separators=(", ", ": ")))
print(json.dumps([1, 2], indent=1, separators=(";", "=")))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=2))
print(json.dumps("top", indent=2), json.dumps(5, indent=2))

# Keys of every allowed type.
keys = {1: "int", 2.5: "float", True: "true", None: "none", "s": "str", 2**70: "big",
        -0.0: "negzero", 1e20: "bigfloat"}
print(json.dumps(keys))
print(json.dumps({False: 0}))
print(json.dumps({float("nan"): 1, float("inf"): 2, float("-inf"): 3}))

# sort_keys compares the keys.
print(json.dumps({"b": 1, "a": 2, "c": {"z": 1, "y": 2}}, sort_keys=True))
print(json.dumps({3: 1, 1: 2, 2: 3}, sort_keys=True))
print(json.dumps({2.5: 1, 1: 2, True: 3}, sort_keys=True))
for d in [{1: 2, "a": 3}, {"a": 3, 1: 2}, {None: 1, "a": 2}]:
    try:
        json.dumps(d, sort_keys=True)
    except TypeError as e:
        print("TypeError:", e)

# skipkeys.
odd = {"a": 1, (1, 2): 2, "b": 3, frozenset(): 4}
print(json.dumps(odd, skipkeys=True))
print(json.dumps({(1,): 1}, skipkeys=True))
try:
    json.dumps(odd)
except TypeError as e:
    print("TypeError:", e)

# allow_nan.
for v in [float("nan"), float("inf"), [1.0, float("-inf")], {"k": float("nan")}]:
    try:
        print(json.dumps(v, allow_nan=False))
    except ValueError as e:
        print("ValueError:", e)
print(json.dumps([1.5, 2.0], allow_nan=False))

# default.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def to_json(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    raise TypeError(f"cannot encode {type(o).__name__}")


print(json.dumps([Point(1, 2), {3, 1, 2}, frozenset([5])], default=to_json))
print(json.dumps({"p": Point(Point(0, 0), [Point(1, 1)])}, default=to_json))
print(json.dumps(Point(1, 2), default=lambda o: o.__dict__, indent=1))
print(json.dumps(b"ab", default=lambda o: o.decode()))
try:
    json.dumps([1, object()], default=to_json)
except TypeError as e:
    print("TypeError:", e)

# check_circular.
a = [1]
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print("ValueError:", e)
d = {"k": []}
d["k"].append(d)
try:
    json.dumps(d, indent=2)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps(Point(0, 0), default=lambda o: o)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps(a, check_circular=False)
except RecursionError as e:
    print("RecursionError")
# The same list twice is no cycle.
shared = [1, 2]
print(json.dumps([shared, shared, {"s": shared}]))

# ensure_ascii.
print(json.dumps("héllo wörld €"))
print(json.dumps("héllo wörld €", ensure_ascii=False))
print(json.dumps({"clé": "valeur"}, ensure_ascii=False))
print(json.dumps({"clé": "valeur"}))

# Options given as other truthy values.
print(json.dumps({"b": 1, "a": 2}, sort_keys=1), json.dumps("é", ensure_ascii=0))

try:
    json.dumps(1, bogus=True)
except TypeError as e:
    print("TypeError:", e)
