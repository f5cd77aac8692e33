# Instances interacting with builtin values in comparisons and lookups: == against ints,
# strings and None, list/tuple/dict equality and `in` with instances inside, an
# instance equal to everything, and index/count/remove finding the first equal item.


class Any:
    def __eq__(self, other):
        return True

    __hash__ = None


class Str:
    def __init__(self, s):
        self.s = s

    def __eq__(self, other):
        if isinstance(other, str):
            return self.s == other
        if isinstance(other, Str):
            return self.s == other.s
        return NotImplemented

    def __hash__(self):
        return hash(self.s)

    def __repr__(self):
        return "Str(" + repr(self.s) + ")"


anything = Any()
print(anything == 1, 1 == anything, None == anything, anything != 2, [1, 2] == [anything, 2])
print((anything, 1) == (5, 1), [anything] == ["x"], {"k": anything} == {"k": 99})
print(3 in [anything], [1, 2, 3].index(anything), [5, 6, 5].count(anything))
items = [1, 2, 3]
items.remove(anything)
print(items, anything in [], (1, anything) == (1, 2, 3))

print(Str("a") == "a", "a" == Str("a"), Str("a") != "b", Str("a") == 1, Str("a") == Str("a"))
names = ["x", "y", "z"]
print(Str("y") in names, names.index(Str("z")), names.count(Str("x")))
d = {"y": 1}
print(d[Str("y")], Str("y") in d, "q" in {Str("q"): 0}, {Str("k"): 1}["k"])
mixed = [Str("a"), "a", Str("b")]
print(mixed.count("a"), mixed.index("b"), mixed.count(Str("a")), "b" in mixed)
