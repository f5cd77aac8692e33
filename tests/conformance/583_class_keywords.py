# Class keywords: __init_subclass__ receives those the metaclass does not take; a
# function as metaclass; `metaclass=type` is the default.
class Base:
    def __init_subclass__(cls, /, color="none", **kw):
        super().__init_subclass__(**kw)
        cls.color = color
        print("init_subclass", cls.__name__, color)


class Red(Base, color="red"):
    pass


class Default(Base):
    pass


class Blue(Red, color="blue"):
    pass


print(Red.color, Default.color, Blue.color)


def fmeta(name, bases, ns, **kw):
    print("fmeta", name, bases, sorted(k for k in ns if not k.startswith("__")), kw)
    ns["made_by"] = "fmeta"
    return type(name, bases, ns)


class F(metaclass=fmeta, extra=1):
    a = 1


print(F.made_by, type(F), F.a)


class T(metaclass=type):
    pass


print(type(T), T.__name__)


def returns_other(name, bases, ns):
    return [name, len(bases)]


class NotAClass(Base, metaclass=returns_other):
    pass


print(NotAClass)


class M(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("M kw", kw)
        return super().__new__(mcls, name, bases, ns, **kw)


class WithBoth(Base, metaclass=M, color="green"):
    pass


print(WithBoth.color, type(WithBoth).__name__)
