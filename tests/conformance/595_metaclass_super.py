# Zero-argument super() inside metaclass methods (__new__, a method, __call__), and
# cooperative metaclasses in a hierarchy.
class Base(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["trail"] = ns.get("trail", []) + ["Base"]
        return super().__new__(mcls, name, bases, ns)

    def describe(cls):
        return "Base.describe(" + cls.__name__ + ")"


class Derived(Base):
    def __new__(mcls, name, bases, ns, **kw):
        ns["trail"] = ["Derived"]
        cls = super().__new__(mcls, name, bases, ns, **kw)
        print("made", name, "for", mcls.__name__)
        return cls

    def describe(cls):
        return "Derived+" + super().describe()

    def __call__(cls, *args):
        obj = super().__call__(*args)
        obj.via = "Derived"
        return obj


class C(metaclass=Derived):
    def __init__(self, x):
        self.x = x


c = C(4)
print(C.trail, C.describe(), c.x, c.via, type(C).__mro__)


class Mixin:
    def hello(self):
        return "mixin hello from " + type(self).__name__


class Meta2(Mixin, type):
    pass


class K(metaclass=Meta2):
    pass


print(K.hello(), isinstance(K, Mixin), Meta2.__mro__)
