# expect: 11: TypeError: Point.__init__() missing 1 required positional argument: 'y'
from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int


Point(1)
