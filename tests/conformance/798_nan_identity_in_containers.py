# Containers find an item by identity before ==: a NaN is found where the same NaN was
# stored, never for another NaN (each float("nan") is a new object), in lists, tuples,
# dicts, sets, index/count/remove and comparisons of containers.
import math
import struct
from array import array
from collections import deque

x = float("nan")
y = float("nan")
print(x == x, x != x, x is x, x is y, x == y)
print(x in [x], y in [x], x in (x,), y in (x,), x in {x}, y in {x}, x in {x: 1}, y in {x: 1})
print(x in [1, x, 2], y in [1.0, x, 2.0], x in frozenset([x]), y in frozenset([x]))
print([x, y].count(x), [x, y].count(y), [x, x].count(x), (x, y, x).count(x), [x, y].index(y), (y, x).index(x))
print([x] == [x], [x] == [y], (x,) == (x,), (x,) == (y,), {1: x} == {1: x}, {1: x} == {1: y}, [x] != [y])
d = {x: "x", y: "y"}
print(len(d), d[x], d[y], d.get(float("nan"), "missing"), x in d.keys(), d.get(x))
s = {x, y, x}
print(len(s), x in s, y in s, float("nan") in s)
lst = [y, x]
lst.remove(x)
print(len(lst), lst[0] is y, lst[0] is x)
try:
    [y].index(x)
except ValueError as e:
    print("ValueError:", e)
try:
    {y: 1}[x]
except KeyError as e:
    print("KeyError:", e)
dq = deque([x])
print(x in dq, y in dq, dq.count(x))
n = math.nan
print(n is math.nan, n in [math.nan], math.isnan(x), math.isnan(-x), math.copysign(1.0, float("-nan")), math.copysign(1.0, x))
print(repr(x), str(y), f"{x:.2f}", float("nan") != float("nan"), -x in [x])
print(struct.pack("<d", x) == struct.pack("<d", y), struct.pack("<d", x).hex(), struct.pack(">f", y).hex(), struct.pack("<d", float("-nan")).hex())
print(array("d", [x, y]).tobytes() == array("d", [math.nan, math.nan]).tobytes(), array("d", [x]).tobytes().hex(), array("f", [y]).tobytes().hex())
print(float.fromhex("nan") in [x], float("NaN") in {x}, float(" nan ") in (x,), float(b"nan") in [x])
z = x
print(z in [x], z is x, [z].index(x), {x: 1}[z], sorted([3.0, 1.0]) == [1.0, 3.0])
print(max([x, 1.0]) is x, min([1.0, x]), sorted([x])[0] is x, list({x: 1})[0] is x)
