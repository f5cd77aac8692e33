# super() beyond __init__: in a classmethod, in a property, in __repr__ and __eq__, from a
# method reached through a subclass that does not override it, across three levels of
# overrides of the same name, and super() attribute lookups of class attributes.


class Base:
    label = "base"

    def __init__(self, v):
        self.v = v

    @classmethod
    def make(cls, v):
        return cls(v)

    @property
    def size(self):
        return self.v

    def __repr__(self):
        return "Base(" + str(self.v) + ")"

    def __eq__(self, other):
        return isinstance(other, Base) and self.v == other.v

    def step(self, log):
        log.append("Base.step")
        return 1


class Mid(Base):
    label = "mid"

    @classmethod
    def make(cls, v):
        obj = super().make(v * 10)
        obj.made_by = cls.__name__
        return obj

    @property
    def size(self):
        return super().size + 1

    def __repr__(self):
        return "Mid/" + super().__repr__()

    def __eq__(self, other):
        return super().__eq__(other) and isinstance(other, Mid)

    __hash__ = None

    def step(self, log):
        log.append("Mid.step")
        return super().step(log) + 10


class Top(Mid):
    label = "top"

    def step(self, log):
        log.append("Top.step")
        return super().step(log) + 100

    def labels(self):
        return [self.label, super().label, Mid.label]


class Leaf(Top):
    pass


t = Top.make(4)
print(t, t.made_by, t.size, type(t).__name__)
log = []
print(t.step(log), log)
lf = Leaf.make(1)
log = []
print(lf, lf.made_by, lf.size, lf.step(log), log, lf.labels())
print(Mid(3) == Mid(3), Mid(3) == Base(3), Base(3) == Mid(3), Top(2) == Mid(2))
