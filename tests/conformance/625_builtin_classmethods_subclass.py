# Class methods of builtin types through subclasses and instances: D.fromkeys makes a D
# through its __init__ and __setitem__, I.from_bytes an I; {}.fromkeys, ''.maketrans.
class D(dict):
    pass
d = D.fromkeys("abc", 0)
print(type(d).__name__, d)
class C(dict):
    def __init__(self, *a, **k):
        print("init", a, k)
        super().__init__(*a, **k)
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)
c = C.fromkeys([1, 2])
print(type(c).__name__, c)
print(dict.fromkeys("xy"), type(D().fromkeys("q")).__name__)
from collections import OrderedDict, defaultdict, Counter
print(OrderedDict.fromkeys("ab", 1))
d2 = D().fromkeys("z")
print(type(d2).__name__)
class I(int):
    def __repr__(self):
        return "I(" + str(int(self)) + ")"
print(I.from_bytes(b"\x01\x00", "big"), I.from_bytes(b"\xff", "little", signed=True), type(I.from_bytes(b"\x01", byteorder="big")).__name__)
class S(str):
    pass
print(S.maketrans("ab", "xy") == str.maketrans("ab", "xy"))
try:
    D.fromkeys(5)
except TypeError as e:
    print("TypeError", e)
class E(dict):
    def __setitem__(self, k, v):
        if k == "b":
            raise KeyError(k)
        super().__setitem__(k, v)
try:
    E.fromkeys("abc")
except KeyError as e:
    print("KeyError", e)
print({}.fromkeys("ab"), b"".fromhex("41"), (5).from_bytes(b"\x01", "big"), "".maketrans("a", "b"))
print(bytearray().fromhex("4142"), I(3).from_bytes(b"\x02", "big"), type(I(3).from_bytes(b"\x02", "big")).__name__)
x = D.fromkeys
print(type(x).__name__, x([7])[7] is None, x.__self__ is D)
class DD(D):
    pass
print(type(DD.fromkeys("k")).__name__, DD.fromkeys(iter(range(3)), []))
