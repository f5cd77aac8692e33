# Attribute reads and calls of classes with and without a metaclass at the same sites
# (the specialized paths must step aside for the metaclass), and a metaclass attribute
# changed between reads.
class Meta(type):
    shared = "meta"

    @property
    def computed(cls):
        return cls.__name__ + "!"


class WithMeta(metaclass=Meta):
    value = 1

    def __init__(self, n):
        self.n = n


class Plain:
    value = 2
    shared = "plain"

    def __init__(self, n):
        self.n = n


out = []
for i in range(20):
    for cls in (WithMeta, Plain):
        out.append((cls.value, cls.shared, cls(i).n))
print(out[:4], len(out), sum(o[0] for o in out))
reads = []
for i in range(10):
    if i == 5:
        Meta.shared = "changed"
    reads.append(WithMeta.shared)
    reads.append(WithMeta.computed)
print(reads)


class Later(metaclass=Meta):
    pass


for i in range(6):
    if i == 3:
        Later.shared = "own"
    print(Later.shared, end=" ")
print()


def make(c, n):
    return c(n)


objs = [make(c, k) for k in range(8) for c in (Plain, WithMeta)]
print([type(o).__name__ for o in objs[:4]], sum(o.n for o in objs))


class Tracking(type):
    def __call__(cls, *a):
        cls.count = getattr(cls, "count", 0) + 1
        return super().__call__(*a)


class T1(metaclass=Tracking):
    pass


for _ in range(12):
    T1()
print(T1.count)
