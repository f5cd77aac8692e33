# A nested class's __qualname__ and repr (and its instances' default repr), bound
# methods' and classmethods' reprs (the function's __qualname__ alone), and functions'
# __module__.
class Outer:
    class Nested:
        class Deep:
            pass

        def m(self):
            return "m"

    def method(self):
        class Local:
            pass
        return Local


def factory():
    class Made:
        def hello(self):
            return "hi"
    return Made


print(Outer.Nested.__qualname__, Outer.Nested.__name__, Outer.Nested.Deep.__qualname__)
print(repr(Outer.Nested), repr(Outer.Nested.Deep))
print(repr(Outer().method()), Outer().method().__qualname__)
print(repr(factory()), factory().__qualname__, factory().hello.__qualname__)
n = Outer.Nested()
print(repr(n).split(" at ")[0], str(Outer.Nested.Deep()).split(" at ")[0])
print(repr(factory()()).split(" at ")[0])
print(type(n).__qualname__, type(n).__module__)
print(repr(n.m).split(" of ")[0], repr(Outer.Nested.m).split(" at ")[0])


class P:
    def m(self):
        pass

    @classmethod
    def c(cls):
        pass

    @staticmethod
    def s():
        pass

    def __repr__(self):
        return "P()"


p = P()
print(repr(p.m), "|", repr(P.c), "|", repr(p.c))
print(repr(P.s).split(" at ")[0], repr(P.m).split(" at ")[0])


class Q(P):
    pass


print(repr(Q().m), "|", repr(Q.c))


def fn():
    pass


print(fn.__module__, P.m.__module__, p.m.__module__, P.c.__module__, Outer.Nested.m.__module__)
print((lambda: 0).__module__, factory().hello.__module__)
fn.__module__ = "elsewhere"
print(fn.__module__)
try:
    Outer.Nested(1)
except TypeError as e:
    print(e)
print([c.__qualname__ for c in Outer.Nested.Deep.mro()], type.mro(Outer.Nested))
print(Q.mro(), [c.__name__ for c in KeyError.mro()])
