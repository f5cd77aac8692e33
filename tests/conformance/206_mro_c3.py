# C3 linearization on the classic deeper examples (the ones from the Python 2.3 MRO
# write-up and Wikipedia): the order must be C3's, not depth-first or breadth-first.


def names(cls):
    out = []
    for k in cls.__mro__:
        out.append(k.__name__)
    return " ".join(out)


class O: pass
class A(O): pass
class B(O): pass
class C(O): pass
class D(O): pass
class E(O): pass
class K1(A, B, C): pass
class K2(D, B, E): pass
class K3(D, A): pass
class Z(K1, K2, K3): pass


for k in (K1, K2, K3, Z):
    print(names(k))


class F(O): pass
class EE(O): pass
class DD(O): pass
class CC(DD, F): pass
class BB(DD, EE): pass
class AA(BB, CC): pass


print(names(CC))
print(names(BB))
print(names(AA))


class Mixin1:
    def hello(self):
        return "Mixin1"


class Mixin2:
    def hello(self):
        return "Mixin2"

    def bye(self):
        return "Mixin2.bye"


class Base:
    def hello(self):
        return "Base"

    def bye(self):
        return "Base.bye"


class Thing(Mixin1, Mixin2, Base): pass


t = Thing()
print(names(Thing), t.hello(), t.bye())
