# `%` formatting refuses an argument it did not use unless it is a mapping (a type with
# __getitem__); object.__format__ refuses any non-empty spec; an int refuses a precision.
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for arg in [None, 5, 2.5, "x", "", (1,), (), [], [1], {}, {"a": 1}, b"x", range(3), {1, 2}]:
    attempt(lambda: "a" % arg)
attempt(lambda: "%s" % [1])
attempt(lambda: "%s %s" % [1])
for v in [[None], (1, 2), {1: 2}, {3}, None, range(2)]:
    attempt(lambda: f"{v:>6}")
    attempt(lambda: format(v, ""))
    attempt(lambda: f"{v}")
for spec in [".3", ".3d", ".3x", ".0", ".3f", ".2e", ".1%", "10", ">5"]:
    attempt(lambda: format(10, spec))
    attempt(lambda: format(True, spec))
    attempt(lambda: format(-2**70, spec))
