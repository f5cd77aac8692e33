# expect: 13: TypeError: Point() accepts 2 positional sub-patterns (3 given)
from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int


def describe(p):
    match p:
        case Point(0, 0, 0):
            return "origin in 3d"
        case Point(x, y):
            return f"{x},{y}"


print(describe("not a point"))
print(describe(Point(1, 2)))
