# dir() of an instance and of a class lists the class's own attributes (methods, class
# attributes, properties), its bases', and the instance's; sorted, without repeats.


class Base:
    kind = "base"

    def shared(self):
        return 1

    @property
    def size(self):
        return 0


class Child(Base):
    __slots__ = ()
    extra = 2

    def shared(self):
        return 2

    def own(self):
        return 3

    @staticmethod
    def helper():
        return 4


class Plain:
    def method(self):
        pass


def public(names):
    return [n for n in names if not n.startswith("__")]


p = Plain()
p.x = 1
p.y = 2
print(public(dir(p)))
print(public(dir(Plain)))
print(public(dir(Child)))
print(public(dir(Child())))
print(public(dir(Base())))
print("method" in dir(p), "__init__" in dir(p), "__module__" in dir(Plain))
