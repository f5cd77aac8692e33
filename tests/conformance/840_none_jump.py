# `if x is None:` / `if x is not None:` test identity and jump in one instruction
# (NONE_JUMP): no __eq__ or __bool__ runs, in if/elif/while/comprehension/ternary forms.
class Weird:
    def __eq__(self, o):
        print("eq called")
        return True
    def __bool__(self):
        print("bool called")
        return False
def f(xs):
    out = []
    for x in xs:
        if x is None:
            out.append("none")
        elif x is not None and not (x is None):
            out.append(type(x).__name__)
        while x is not None:
            x = None
        out.append(0 if x is None else 1)
    return out
print(f([None, 0, "", Weird(), [], None, False]))
print([1 for v in (None, 1) if v is None], [1 for v in (None, 1) if not v is not None])
y = None
print("yes" if y is None else "no", "yes" if y is not None else "no")
