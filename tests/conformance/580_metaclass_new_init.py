# A metaclass's __new__ and __init__ see the class statement's name, bases, namespace
# and keywords; type(C) is the metaclass, which subclasses inherit.
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        own = sorted(k for k in ns if not k.startswith("__"))
        print("Meta.__new__", mcls.__name__, name, [b.__name__ for b in bases], own, kw)
        cls = super().__new__(mcls, name, bases, ns)
        cls.tag = kw.get("tag", "none")
        return cls

    def __init__(cls, name, bases, ns, **kw):
        print("Meta.__init__", name, kw)
        super().__init__(name, bases, ns)


class A(metaclass=Meta, tag="a"):
    x = 1

    def f(self):
        return self.x


class B(A):
    y = 2


print(type(A) is Meta, type(B) is Meta, isinstance(A, Meta), isinstance(A, type))
print(A.tag, B.tag, B().f(), B.y, A.__class__ is Meta)
print(type(Meta), issubclass(Meta, type), isinstance(B(), A), isinstance(A(), Meta))
print(Meta.__name__, Meta.__mro__)


class Counting(type):
    made = []

    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        Counting.made.append(name)
        cls.registry = {}


class Plugin(metaclass=Counting):
    pass


class Audio(Plugin):
    pass


class Video(Plugin):
    pass


print(Counting.made, Audio.registry is not Plugin.registry)


# __new__ may return something else: then __init__ does not run.
class Odd(type):
    def __new__(mcls, name, bases, ns):
        return 42

    def __init__(cls, *args):
        print("never")


class Strange(metaclass=Odd):
    pass


print(Strange)


# Keywords through **mapping.
opts = {"tag": "from-dict"}


class C(A, **opts):
    pass


print(C.tag)
