# object.__repr__ of a builtin value shows its type and an address, never the type's own
# repr (CPython's object_repr); object.__str__ calls the type's __repr__.
def shape(s):
    # "<TYPE object at 0x...>" with the address dropped.
    head, sep, addr = s.rpartition(" at 0x")
    return head + sep + ("ADDR" if addr and all(c in "0123456789abcdef" for c in addr[:-1]) else addr)

for v in [1, -5, 10**30, 1.5, True, None, "s", b"b", bytearray(b"x"), [1], (1, 2), {1: 2}, {3}, frozenset(), range(3), len, [].append, iter([]), int, object(), ..., NotImplemented]:
    print(shape(object.__repr__(v)))

print(object.__str__(1), object.__str__([1, 2]), object.__str__("s"), object.__str__(None), object.__str__(1.5))

class C:
    pass

class R:
    def __repr__(self):
        return "R!"

print(shape(object.__repr__(C())), shape(object.__repr__(R())), object.__str__(R()), repr(R()))
print(shape(object.__repr__(C)), shape(object.__repr__(R)))

class I(int):
    pass

print(shape(object.__repr__(I(3))), repr(I(3)), str(I(3)))
print(object.__repr__(1) == object.__repr__(1), object.__repr__(C()).startswith("<__main__.C object at 0x"))
