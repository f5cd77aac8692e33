# Descriptors written in Python: __get__ (non-data: the instance's own attribute wins),
# __set__/__delete__ (data: they win over the instance's), on instances and classes,
# __set_name__, functools.cached_property; the attribute caches stay right when a
# descriptor replaces a plain class attribute.
from functools import cached_property

class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, inst, owner=None):
        if inst is None:
            return self
        return getattr(inst, self.name, None)
    def __set__(self, inst, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}")
        setattr(inst, self.name, value)
    def __delete__(self, inst):
        print("deleting", self.name)
        delattr(inst, self.name)

class Lazy:
    def __init__(self, f):
        self.f = f
    def __get__(self, inst, owner=None):
        if inst is None:
            return "class access"
        v = self.f(inst)
        inst.__dict__[self.f.__name__] = v
        return v

class Person:
    age = Typed(int)
    name = Typed(str)
    def __init__(self, name, age):
        self.name = name
        self.age = age
    @Lazy
    def initials(self):
        print("computing initials")
        return "".join(w[0] for w in self.name.split())
    @cached_property
    def shout(self):
        print("computing shout")
        return self.name.upper()

p = Person("Ada Lovelace", 36)
for _ in range(3):
    print(p.name, p.age, p.initials, p.shout)
print(Person.initials, type(Person.age).__name__, Person.age.name, sorted(k for k in vars(p)))
try:
    p.age = "old"
except TypeError as e:
    print("TypeError", e)
p.__dict__["age"] = 99
print(p.age)
del p.age
print(p.age)
del p.shout
print(p.shout)
print(Person.shout.attrname if hasattr(Person.shout, "attrname") else "no attrname")

class Plain:
    x = 1
def read(o):
    return o.x
o = Plain()
print([read(o) for _ in range(5)])
def x(self):
    return 7
Plain.x = Lazy(x)
print([read(o) for _ in range(3)], o.__dict__)

class Counter:
    def __get__(self, inst, owner):
        return (inst is None, owner.__name__)
class Host:
    c = Counter()
class Sub(Host):
    pass
print(Host.c, Sub.c, Host().c, Sub().c)
