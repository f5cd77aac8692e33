# A metaclass's __call__ decides what calling the class makes: singletons, counting,
# instances that skip __init__, and super().__call__ for the usual path.
class Singleton(type):
    _instances = {}

    def __call__(cls, *args, **kw):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kw)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, v):
        print("init", v)
        self.v = v


a = Config(1)
b = Config(2)
print(a is b, a.v, b.v)


class Logger(Config):
    pass


c = Logger(3)
print(c is a, c.v, type(c).__name__)


class Counted(type):
    def __call__(cls, *args, **kw):
        cls.calls = getattr(cls, "calls", 0) + 1
        return super().__call__(*args, **kw)


class Point(metaclass=Counted):
    def __init__(self, x, y=0):
        self.x, self.y = x, y


pts = [Point(i, y=i * 2) for i in range(5)]
print(Point.calls, pts[3].x, pts[3].y)


class Raw(type):
    def __call__(cls, value):
        obj = cls.__new__(cls)
        obj.value = value * 10
        return obj


class R(metaclass=Raw):
    def __init__(self, value):
        raise AssertionError("not called")


print(R(4).value, type(R(1)) is R)


# A call site that sees classes with and without a metaclass __call__.
class Plain:
    def __init__(self, v):
        self.v = v


total = 0
for cls in [Plain, Point, Plain, Point] * 10:
    total += cls(1).x if cls is Point else cls(1).v
print(total, Point.calls)
