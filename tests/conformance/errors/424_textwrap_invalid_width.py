# expect: 10: ValueError: invalid width 0 (must be > 0)
# The error is re-raised here: CPython's own raise is inside its textwrap module.
import textwrap

print(textwrap.wrap("a b c", 1))
try:
    textwrap.fill("a b c", width=0)
except ValueError as e:
    print(e.args)
    raise ValueError(*e.args) from None
