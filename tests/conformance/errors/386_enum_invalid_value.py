# expect: 13: ValueError: 3 is not a valid Color
# The error is re-raised here: CPython's own raise is inside its enum module.
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2

try:
    Color(3)
except ValueError as e:
    raise ValueError(str(e)) from None
