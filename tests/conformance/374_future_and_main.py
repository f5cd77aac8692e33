"""A module docstring may come before __future__ imports."""
from __future__ import annotations
from __future__ import generator_stop


def f(x: SomeUndefinedName) -> AlsoUndefined:
    return x * 2


if __name__ == "__main__":
    print("run as the main program", f(21))
else:
    print("imported")
