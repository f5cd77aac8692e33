# Subclasses of float: construction (from a float, a string, an int, nothing), their
# own methods and attributes, float's methods and data attributes, isinstance, repr,
# str and format, hashing and equality with floats, arithmetic making plain floats,
# conversions, and the math module.
import math


class F(float):
    def half(self):
        return self / 2

    @property
    def doubled(self):
        return F(self * 2)


f = F(3.0)
print(f, repr(f), str(f), type(f).__name__, isinstance(f, float), isinstance(f, F), isinstance(3.0, F))
print(F("2.5"), F(" -1e3 "), F(), F(7), F(-0.0), F(True), F(f), type(F(f)).__name__, F("inf"), F("-inf"))
print(issubclass(F, float), F.__mro__, F.__bases__, F.__name__, f.__class__ is F, type(f) == float)
g = f + 1
print(g, type(g).__name__)
for r in (f + f, f - 1, 1 - f, f * 2, 2 * f, f / 2, 2 / f, f // 2, f % 2, f ** 2, 2 ** f, -f, +f, abs(F(-2.5))):
    print(r, type(r).__name__, end="; ")
print()
print(f.half(), type(f.half()).__name__, f.doubled, type(f.doubled).__name__)
print(hash(f) == hash(3.0), hash(F(0.5)) == hash(0.5), hash(F(2.0)) == hash(2), f == 3.0, 3.0 == f, f == 3, f != 3.5, f < 4, f > 2.5, f <= F(3.0), 3 < f)
d = {3.0: "a", F(0.5): "half"}
print(d[f], f in d, d[0.5], F(0.5) in d, f in {3.0}, f in [3.0], 3.0 in [f], [f].index(3.0), (f, 3.0).count(3))
print(format(f, ".2f"), f"{f:>8.3f}", f"{f}", f"{f!r}", "{}".format(f), "{:e}".format(f), "%.1f" % f, "%d" % f, "%s|%r" % (f, f), "%g" % F(1e20))
print(int(f), float(f), type(float(f)).__name__, round(f), round(F(2.567), 2), type(round(F(2.567), 2)).__name__, round(F(2.5)))
print(f.is_integer(), F(2.5).is_integer(), f.hex(), f.as_integer_ratio(), f.real, f.imag, f.conjugate(), type(f.real).__name__)
print(f.__add__(1.0), f.__radd__(2), f.__truediv__(2), f.__float__(), f.__int__(), f.__neg__(), f.__abs__(), f.__round__(), f.__trunc__())
print(f.__eq__(3.0), f.__lt__(2.0), f.__hash__() == hash(3.0), f.__repr__(), f.__format__(".3f"), f.__bool__(), f.__add__("x"))
print(bool(F(0.0)), bool(f), bool(F("nan")), not F(0.0))
print(divmod(f, 2), divmod(7, F(2.0)), pow(f, 2), pow(F(2.0), -1))
print(max(f, 1.0), min(f, F(1.5)), sum([f, f]), sum([F(0.5)] * 4), sorted([F(3.0), 1.0, F(2.0), 2.5]))
print(math.floor(f), math.ceil(F(2.1)), math.trunc(F(-2.7)), math.sqrt(F(16.0)), math.isnan(f), math.isinf(F("inf")), math.fabs(F(-1.5)), math.isclose(F(1.0), 1.0))
print(F.fromhex("0x1.8p1"), type(F.fromhex("0x1.8p1")).__name__, float.fromhex("0x1p-1"))
print(float.__repr__(f), float.__add__(f, 1), F.__add__(f, f), float.__new__(F, 2.0), type(float.__new__(F, 2.0)).__name__, type(float.__new__(float, "1.5")).__name__)
print(F(1e300) * F(1e300), F("nan") != F("nan"), F(2.0) == F(2.0), [F(1.5)], (F(1.5),), {"k": F(1.5)})

h = F(1.5)
h.tag = "t"
print(h.tag, h, vars(h), h + 1)


class Celsius(float):
    unit = "C"

    def __str__(self):
        return f"{float(self):.1f}{self.unit}"


c = Celsius(21.456)
print(c, repr(c), str(c), f"{c}", "%s" % c, [c], format(c, ".2f"), c + 1, c.unit)


class Z(float):
    def __repr__(self):
        return "Z!"

    def __bool__(self):
        return True

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 1


z = Z(0.0)
print(repr(z), str(z), bool(z), z == 5, z != 5, hash(z), [z], len({z: 1, 2.0: 2}))

import copy
import json

print(json.dumps([f, F(2.0)]), json.dumps({F(1.5): f, "k": [F(0.25)]}), json.dumps({"a": F(-1e20)}))
print(copy.copy(f), type(copy.copy(f)).__name__, copy.deepcopy([F(0.5)]))


class I(int):
    pass


class S(str):
    pass


print(json.dumps([I(3), S("s"), {I(1): S("v"), S("k"): I(2)}]))
