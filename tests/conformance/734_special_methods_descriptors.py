# Special methods of builtin types as objects: CPython's slot wrappers and
# method-wrappers (reprs, types, names), hasattr and dir, and the TypeErrors of a wrong
# receiver or a wrong number of arguments.


def show(label, f):
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


print(int.__add__)
print(str.__len__, list.__len__, dict.__setitem__, tuple.__hash__)
print(object.__eq__, object.__lt__, object.__init__, object.__hash__)
print(list.__getitem__, dict.__getitem__, dict.__contains__, list.__reversed__)
print(int.__round__, float.__floor__, int.__format__, list.append)
print(type(None).__bool__, float.__truediv__, frozenset.__or__, bytes.__mod__)
print(type(int.__add__), type((1).__add__), type(int.__round__), type((1).__round__))
print(type(object.__eq__), type(object().__eq__), type([].append), type(str.upper))
print(int.__add__.__name__, int.__add__.__qualname__, str.__len__.__name__)
print((1).__add__.__name__, (1).__add__.__self__, "ab".__len__.__self__)
print(repr((1).__add__).startswith("<method-wrapper '__add__' of int object at 0x"))
print(repr([].__len__).startswith("<method-wrapper '__len__' of list object at 0x"))
print(repr([].append).startswith("<built-in method append of list object at 0x"))
print(repr((1.5).__round__).startswith("<built-in method __round__ of float object at 0x"))
print(hasattr(1, "__add__"), hasattr("a", "__radd__"), hasattr(1.0, "__and__"))
print(hasattr(int, "__iadd__"), hasattr([], "__iadd__"), hasattr((), "__iadd__"))
print(hasattr(None, "__bool__"), hasattr(None, "__len__"), hasattr({}, "__or__"))
print(hasattr(1, "__str__"), hasattr(int, "__ne__"), hasattr(True, "__and__"))
print("__add__" in dir(int), "__radd__" in dir(1), "__len__" in dir("a"))
print("__eq__" in dir(None), "__str__" in dir(int), "__contains__" in dir({}))
print("__and__" in dir(float), "__iadd__" in dir(tuple), "__ior__" in dir(set()))
print(int.__add__ == int.__add__, str.__len__ is str.__len__, int.__add__ == int.__sub__)

show("int.__add__('a', 1)", lambda: int.__add__("a", 1))
show("float.__add__(1, 2.0)", lambda: float.__add__(1, 2.0))
show("str.__add__(1, 'a')", lambda: str.__add__(1, "a"))
show("str.__len__(b'a')", lambda: str.__len__(b"a"))
show("tuple.__len__([])", lambda: tuple.__len__([]))
show("set.__len__(frozenset())", lambda: set.__len__(frozenset()))
show("frozenset.__len__(set())", lambda: frozenset.__len__(set()))
show("dict.__len__([])", lambda: dict.__len__([]))
show("list.__len__('a')", lambda: list.__len__("a"))
show("int.__bool__(1.0)", lambda: int.__bool__(1.0))
show("list.append('a', 1)", lambda: list.append("a", 1))
show("list.__getitem__('a', 0)", lambda: list.__getitem__("a", 0))
show("int.__add__()", lambda: int.__add__())
show("list.__len__()", lambda: list.__len__())
show("(1).__add__()", lambda: (1).__add__())
show("(1).__add__(1, 2)", lambda: (1).__add__(1, 2))
show("[].__len__(1)", lambda: [].__len__(1))
show("(2).__pow__()", lambda: (2).__pow__())
show("(2).__pow__(1, 2, 3)", lambda: (2).__pow__(1, 2, 3))
show("(1).__add__(x=1)", lambda: (1).__add__(x=1))

# What generic code does with them: operator fallbacks and reductions.
def add_all(values, add=int.__add__):
    total = values[0]
    for v in values[1:]:
        total = add(total, v)
    return total


print(add_all([1, 2, 3]), add_all(["a", "b"], str.__add__), add_all([(1,), (2,)], tuple.__add__))


def binary(op, reflected, a, b):
    r = getattr(a, op)(b)
    if r is NotImplemented:
        r = getattr(b, reflected)(a)
    return r


print(binary("__add__", "__radd__", 1, 2.5), binary("__mul__", "__rmul__", 3, "ab"))
print(binary("__sub__", "__rsub__", 10, 0.5), binary("__lt__", "__gt__", 1, 2.5))
print(binary("__or__", "__ror__", {1}, frozenset({2})) == {1, 2})
methods = [getattr(7, name) for name in ("__neg__", "__abs__", "__invert__", "__bool__")]
print([m() for m in methods])
