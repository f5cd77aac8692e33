# int subclasses (IntEnum members) as sequence indexes, slice bounds, range() arguments
# and repetition counts.
from enum import IntEnum
class Color(IntEnum):
    RED = 0
    GREEN = 1
    BLUE = 2
names = ["red", "green", "blue"]
print(names[Color.GREEN], "rgb"[Color.BLUE], list(range(Color.BLUE)), names[Color.RED:Color.BLUE])
t = (1, 2, 3)
print(t[Color.GREEN], bytes(b"xyz")[Color.BLUE], [0] * Color.BLUE, "ab" * Color.BLUE)
d = [[0] * 3 for _ in range(3)]
d[Color.RED][Color.BLUE] = 5
print(d)
import array
a = array.array("i", [7, 8, 9])
print(a[Color.GREEN], "{:>{}}".format("x", Color.BLUE + 1))
class I(int): pass
print([10, 20, 30][I(1)], "abc"[I(2)], list(range(I(3))))
print(hex(Color.BLUE), bin(Color.BLUE), oct(Color.GREEN), float(Color.BLUE), round(2.567, Color.BLUE), chr(65 + Color.GREEN))
