# expect: 14: KeyError: 'PINK'
# The error is re-raised here: CPython's own raise is inside its enum module.
from enum import Enum


class Color(Enum):
    RED = 1


print(Color["RED"])
try:
    Color["PINK"]
except KeyError as e:
    raise KeyError(*e.args) from None
