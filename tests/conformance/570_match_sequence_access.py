# How a sequence pattern reads its subject, as CPython 3.11 compiles it: `len()` first
# (not for `[*x]`), then items by index when the starred sub-pattern is `*_` (those after
# it at `len() - k`), else by iterating; `_` items are not read at all.


class Traced(list):
    def __len__(self):
        print("  len")
        return super().__len__()

    def __getitem__(self, i):
        print("  getitem", i)
        return super().__getitem__(i)

    def __iter__(self):
        print("  iter")
        return super().__iter__()


t = Traced([10, 20, 30, 40])

print("[first, *_]")
match t:
    case [first, *_]:
        print(" ", first)

print("[*_, last]")
match t:
    case [*_, last]:
        print(" ", last)

print("[a, *_, y, z]")
match t:
    case [a, *_, y, z]:
        print(" ", a, y, z)

print("[a, *rest]")
match t:
    case [a, *rest]:
        print(" ", a, rest)

print("[a, b, c, d]")
match t:
    case [a, b, c, d]:
        print(" ", a, b, c, d)

print("[_, _, _, _]")
match t:
    case [_, _, _, _]:
        print("  matched without reading items")

print("[*_]")
match t:
    case [*_]:
        print("  any sequence")

print("[1, 2] against a longer one")
match t:
    case [1, 2]:
        print("  wrong")
    case [10, _, 30, x]:
        print(" ", x)
