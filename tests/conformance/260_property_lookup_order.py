# Properties among other attributes: a getter raising AttributeError makes hasattr False
# and getattr return its default; a subclass replacing a property with a plain class
# attribute or a method, and a property replacing a base class attribute; a property
# wins over an attribute set in __init__ of the same name (it goes through the setter).


class Lazy:
    def __init__(self):
        self.ready = False

    @property
    def data(self):
        if not self.ready:
            return self.missing_attribute
        return "loaded"


z = Lazy()
print(hasattr(z, "data"), getattr(z, "data", "default"))
z.ready = True
print(hasattr(z, "data"), getattr(z, "data", "default"), z.data)


class Base:
    kind = "plain"

    @property
    def size(self):
        return 1


class Plain(Base):
    size = 42


class Method(Base):
    def size(self):
        return "called"


class Prop(Base):
    @property
    def kind(self):
        return "computed from " + str(self.size)


print(Base().size, Plain().size, Method().size(), Prop().kind, Base().kind)


class Stored:
    def __init__(self, v):
        self.value = v

    @property
    def value(self):
        return self._v * 10

    @value.setter
    def value(self, v):
        self._v = v + 1


s = Stored(1)
print(s.value, s._v)
s.value = 5
print(s.value, s._v, hasattr(s, "value"))
