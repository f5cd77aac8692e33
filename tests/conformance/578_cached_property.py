# functools.cached_property: computed once per instance, stored as the instance's own
# attribute (past a __setattr__), recomputed after del, read through the class as
# itself; its errors.
from functools import cached_property

calls = []

class Circle:
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        "The area."
        calls.append(self.r)
        return 3 * self.r * self.r

class Logged(Circle):
    def __setattr__(self, name, value):
        print("setattr", name)
        object.__setattr__(self, name, value)

cs = [Circle(i) for i in range(4)]
print([c.area for c in cs], [c.area for c in cs], calls)
c = cs[2]
c.area = 99
print(c.area, vars(c))
del c.area
print(c.area, calls)
p = Circle.area
print(type(p).__name__, p.attrname, p.__doc__, p.func.__name__)
l = Logged(5)
print(l.area, l.area, sorted(vars(l)))

class Slotted:
    __slots__ = ("x",)
    @cached_property
    def twice(self):
        return 2
try:
    Slotted().twice
except TypeError as e:
    print("TypeError", e)

loose = cached_property(lambda self: 1)
try:
    loose.__get__(Circle(1), Circle)
except TypeError as e:
    print("TypeError", e)
print(loose.__get__(None, Circle) is loose)

class Cached:
    @cached_property
    def value(self):
        return [1]
a, b = Cached(), Cached()
print(a.value is a.value, a.value is b.value, a.value == b.value)
