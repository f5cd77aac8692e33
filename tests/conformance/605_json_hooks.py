# json.loads hooks: object_hook, object_pairs_hook, parse_float, parse_int,
# parse_constant; strict.
import json

doc = '{"a": 1, "b": [1.5, 2, {"c": "d"}], "e": {"f": null}, "g": NaN, "a": 7}'

print(json.loads(doc, object_hook=lambda d: sorted(d.items())))
print(json.loads(doc, object_pairs_hook=lambda pairs: pairs))
print(json.loads(doc, object_pairs_hook=lambda pairs: dict(reversed(pairs))))
print(json.loads(doc, object_hook=len, object_pairs_hook=tuple))
print(json.loads(doc, parse_float=lambda s: "F" + s))
print(json.loads(doc, parse_int=lambda s: int(s) * 100))
print(json.loads(doc, parse_constant=lambda s: "const:" + s))
print(json.loads("[NaN, Infinity, -Infinity]", parse_constant=str))
print(json.loads("[1, 2.5, 3e2, -4]", parse_int=float, parse_float=str))
print(json.loads("[1, 2.5]", parse_int=None, parse_float=None, object_hook=None))
print(json.loads("[10, 20]", parse_int=str))


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


def as_point(d):
    if set(d) == {"x", "y"}:
        return Point(d["x"], d["y"])
    return d


print(json.loads('[{"x": 1, "y": 2}, {"x": 3}, {"p": {"x": 0, "y": -1}}]', object_hook=as_point))

# Hooks run innermost first.
order = []


def note(d):
    order.append(sorted(d))
    return d


json.loads('{"outer": {"mid": {"inner": {}}}, "z": {}}', object_hook=note)
print(order)

# An error in a hook propagates as it is.
def boom(d):
    raise KeyError("nope")


try:
    json.loads('{"a": {}}', object_hook=boom)
except KeyError as e:
    print("KeyError:", e)
try:
    json.loads("[1, 2.5x]", parse_float=float)
except json.JSONDecodeError as e:
    print(e)
try:
    json.loads("[1.5]", parse_float=int)
except ValueError as e:
    print("ValueError:", e)

# strict.
print(ascii(json.loads('["\t", "\x00"]', strict=False)))
try:
    json.loads('["\t"]', strict=True)
except json.JSONDecodeError as e:
    print(e)
