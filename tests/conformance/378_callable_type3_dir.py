# callable(), type(name, bases, namespace), str.isidentifier, __module__ of classes.
class WithCall:
    def __call__(self):
        return 1


class Plain:
    pass


print([callable(x) for x in (len, print, WithCall, WithCall(), Plain(), 3, "s", lambda: 0,
                             [].append, staticmethod(len), property(len))])


def init(self, v):
    self.v = v


Box = type("Box", (), {"__init__": init, "kind": "box", "size": lambda self: len(self.v)})
b = Box([1, 2, 3])
print(Box.__name__, b.kind, b.size(), isinstance(b, Box), Box.__module__, Plain.__module__)
Sub = type("Sub", (Box,), {"kind": "sub"})
print(Sub("ab").kind, Sub("ab").size(), [c.__name__ for c in Sub.__mro__])
print(["x".isidentifier(), "_a1".isidentifier(), "1a".isidentifier(), "".isidentifier(),
       "a-b".isidentifier(), "été".isidentifier()])
try:
    type("X", [], {})
except TypeError as e:
    print("TypeError:", e)
