# The C3 method resolution order of a diamond and of wider multiple inheritance: __mro__
# names, which override wins, attributes found along the MRO.


def names(cls):
    out = []
    for k in cls.__mro__:
        out.append(k.__name__)
    return out


class A:
    def who(self):
        return "A"

    def only_a(self):
        return "only A"


class B(A):
    def who(self):
        return "B"


class C(A):
    def who(self):
        return "C"

    def only_c(self):
        return "only C"


class D(B, C):
    pass


class E(C, B):
    pass


print(names(A))
print(names(B))
print(names(D))
print(names(E))
d = D()
e = E()
print(d.who(), e.who(), d.only_a(), d.only_c())


class X:
    tag = "X"


class Y:
    tag = "Y"

    def f(self):
        return "Y.f"


class Z(X, Y):
    pass


class W(Y, X):
    pass


print(names(Z), Z.tag, Z().f())
print(names(W), W.tag)


class F(D):
    def who(self):
        return "F"


class G(F, E.__mro__[1]):
    pass


print(names(G), G().who())
print(names(object))
