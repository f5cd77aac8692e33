# enum.Enum: members by attribute, name and value, iteration in definition order,
# aliases, __members__, repr/str/format, identity, hashing.
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1


print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value)
print(Color["GREEN"], Color(3), Color(1) is Color.RED, Color.CRIMSON is Color.RED)
print(list(Color), len(Color), list(Color.__members__))
print(Color.__members__)
print(repr(Color), str(Color), type(Color), type(Color.RED), type(Color.RED) is Color)
print(Color.RED in Color, Color.RED == Color.RED, Color.RED != Color.BLUE, Color.RED == 1)
print(format(Color.RED), f"{Color.GREEN}", f"{Color.BLUE!r}", f"[{Color.RED:>12}]")
print(isinstance(Color.RED, Color), isinstance(Color.RED, Enum), issubclass(Color, Enum))
print(hash(Color.RED) == hash("RED"), [m.name for m in Color], [m.value for m in reversed(Color)])
counts = {Color.RED: 0, Color.GREEN: 0}
for c in [Color.RED, Color.GREEN, Color.RED, Color.CRIMSON]:
    counts[c] += 1
print(counts, sorted(counts, key=lambda m: m.value))
print({Color.RED, Color.CRIMSON, Color.BLUE} == {Color.RED, Color.BLUE})
try:
    Color.RED = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
try:
    del Color.GREEN
except AttributeError as e:
    print("AttributeError:", e)
Color.note = "plain attributes may be set"
print(Color.note, getattr(Color, "BLUE"), Color.RED.__class__)


class Shape(Enum):
    SQUARE = "sq"
    CIRCLE = ("ci", 2)
    NOTHING = None


print(list(Shape), Shape("sq"), Shape(("ci", 2)), Shape(None), Shape.CIRCLE.value)
print(Shape.SQUARE.value.upper(), Shape._member_names_)
