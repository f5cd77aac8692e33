# expect: 13: AttributeError: cannot reassign member 'RED'
# The error is re-raised here: CPython's own raise is inside its enum module.
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2

try:
    Color.RED = 2
except AttributeError as e:
    raise AttributeError(str(e)) from None
