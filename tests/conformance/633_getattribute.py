# A class's own __getattribute__ decides every attribute read of its instances (method
# calls too), with __getattr__ after its AttributeError; object.__getattribute__ is the
# generic read; one set or deleted on a class after its sites specialized takes over.
class Logged:
    def __init__(self):
        object.__setattr__(self, "log", [])
        self.n = 0

    def __getattribute__(self, name):
        if name != "log":
            object.__getattribute__(self, "log").append("get " + name)
        return object.__getattribute__(self, name)

    def hello(self):
        return "hi"


lg = Logged()
for k in range(3):
    lg.n += k
print(lg.n, lg.hello(), lg.log)


class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_t", target)

    def __getattribute__(self, name):
        if name.startswith("_"):
            return object.__getattribute__(self, name)
        return getattr(object.__getattribute__(self, "_t"), name)

    def __getattr__(self, name):
        return "fallback " + name


p = Proxy([3, 1, 2])
for _ in range(3):
    print(p.count(1), p.index(2), p._missing if False else "", hasattr(p, "nope"))
try:
    p.nope
except AttributeError as e:
    print("AttributeError:", e)


class Sub(Logged):
    pass


s = Sub()
s.n = 5
print(s.n, s.log)


class Later:
    def __init__(self):
        self.x = 1


obj = Later()
print([obj.x for _ in range(4)])
Later.__getattribute__ = lambda self, name: 42
print([obj.x for _ in range(4)], obj.anything)
del Later.__getattribute__
print([obj.x for _ in range(4)])
print(super(Sub, s).__getattribute__("n"))
