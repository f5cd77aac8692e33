# Classes made inside functions that close over the function's variables: methods
# reading and rebinding them (nonlocal), the class body reading them, a name the class
# body also binds (read from the namespace or the globals, never the function), nested
# classes, class-level lambdas and comprehensions, super() in such classes, and the
# function's class and imports staying its locals.
x = "global x"


def make(prefix, step):
    count = 0

    class Counter:
        label = prefix.upper()
        doubled = [step * k for k in range(3)]
        scale = lambda self, v: v * step

        def __init__(self, start):
            self.value = start

        def tick(self):
            nonlocal count
            count += 1
            self.value += step
            return f"{prefix}:{self.value}"

        @staticmethod
        def made():
            return count

    return Counter


C = make("ab", 5)
c = C(1)
print(C.label, C.doubled, c.scale(3), c.tick(), c.tick(), C.made())
D = make("zz", -1)
print(D(0).tick(), D.made(), C.made())


def shadowing():
    x = "local x"

    class K:
        first = x
        x = "class x"
        second = x

        def method(self):
            return x

    return K.first, K.second, K().method()


print(shadowing())


def nested(depth):
    tag = f"d{depth}"

    class Outer:
        class Inner:
            def who(self):
                return tag + "-inner"

        def who(self):
            return tag + "-outer"

    return Outer().who(), Outer.Inner().who()


print(nested(3))


def with_bases(base_name):
    class Base:
        def hello(self):
            return "base " + base_name

    def deco(cls):
        cls.decorated = base_name * 2
        return cls

    @deco
    class Child(Base):
        def hello(self):
            return super().hello() + " via child of " + base_name

    return Child


Ch = with_bases("q")
print(Ch().hello(), Ch.decorated)


def locals_stay_local():
    import math as m
    from math import floor

    class Local:
        pass

    return m.sqrt(16), floor(2.5), Local.__name__, Local.__qualname__


print(locals_stay_local())
for name in ("m", "floor", "Local"):
    try:
        eval(name)
    except NameError as err:
        print(err)


def late_binding():
    made = []
    for i in range(3):
        class Item:
            def get(self):
                return i

        made.append(Item)
    return [k().get() for k in made]


print(late_binding())


def deleted_then_read():
    v = 1

    class R:
        def read(self):
            return v

    r = R()
    del v
    try:
        r.read()
    except NameError as err:
        print(type(err).__name__, err)


deleted_then_read()
