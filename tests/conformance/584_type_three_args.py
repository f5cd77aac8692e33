# type(name, bases, namespace) makes a class as a class statement does, through the
# bases' metaclass.
Point = type("Point", (), {"x": 0, "y": 0, "norm": lambda self: abs(self.x) + abs(self.y)})
p = Point()
p.x, p.y = 3, -4
print(Point.__name__, Point.__bases__, p.norm(), type(Point), isinstance(p, Point))


class Base:
    def hello(self):
        return "hello from " + type(self).__name__


Derived = type("Derived", (Base,), {"extra": 5})
print(Derived().hello(), Derived.extra, issubclass(Derived, Base), Derived.__mro__)


class Meta(type):
    def __new__(mcls, name, bases, ns):
        print("Meta.__new__", name)
        ns["stamped"] = True
        return super().__new__(mcls, name, bases, ns)

    def __init__(cls, name, bases, ns):
        print("Meta.__init__", name)
        super().__init__(name, bases, ns)


class A(metaclass=Meta):
    pass


X = type("X", (A,), {"q": 5})
print(type(X).__name__, X.q, X.stamped)
Y = Meta("Y", (), {})
print(type(Y) is Meta, Y.stamped)
Z = type.__new__(Meta, "Z", (), {"k": 1})
print(type(Z).__name__, Z.k, "stamped" in Z.__dict__)


class Hooked:
    def __init_subclass__(cls):
        print("subclass", cls.__name__)


H = type("H", (Hooked,), {})
print(H.__name__, type(3), type(type))
