# reversed() of deques, bytes, bytearrays, tuple/list/dict subclasses, namedtuples and
# instances with __reversed__; the error for an instance without.
from collections import deque, namedtuple

print(list(reversed(deque([1, 2, 3]))), list(reversed(b"abc")), list(reversed(bytearray(b"xy"))))
class L(list):
    pass
class T(tuple):
    pass
P = namedtuple("P", "a b c")
print(list(reversed(L([1, 2]))), list(reversed(T((3, 4)))), list(reversed(P(1, 2, 3))))
print(list(reversed({"a": 1, "b": 2})))
class R:
    def __reversed__(self):
        return iter([9, 8])
print(list(reversed(R())))
class N:
    pass
try:
    reversed(N())
except TypeError as e:
    print(e)
