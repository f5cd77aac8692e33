# getattr (with and without a default), setattr, hasattr, delattr and `del obj.attr` with
# names computed at run time; on instances, classes, inherited attributes and methods
# (getattr returns a bound method); hasattr on builtin values.


class Record:
    kind = "record"

    def __init__(self):
        self.a = 1

    def total(self):
        s = 0
        for name in ("a", "b", "c"):
            s += getattr(self, name, 0)
        return s


r = Record()
print(getattr(r, "a"), getattr(r, "b", "none"), getattr(r, "kind"), getattr(Record, "kind"))
fields = ["b", "c", "d"]
for i in range(len(fields)):
    setattr(r, fields[i], (i + 1) * 10)
print(r.b, r.c, r.d, r.total())
print(hasattr(r, "d"), hasattr(r, "e"), hasattr(r, "total"), hasattr(Record, "a"))
delattr(r, "d")
print(hasattr(r, "d"), getattr(r, "d", "gone"))
del r.c
print(r.total(), hasattr(r, "c"))

m = getattr(r, "total")
print(m(), getattr(Record, "total")(r))
setattr(Record, "kind", "changed")
print(r.kind, Record().kind)
setattr(r, "kind", "mine")
print(r.kind, Record.kind)
delattr(r, "kind")
print(r.kind)
setattr(Record, "extra", 5)
print(r.extra, hasattr(Record(), "extra"))
delattr(Record, "extra")
print(hasattr(r, "extra"))

print(hasattr(1, "bit_length"), hasattr(1, "nope"), hasattr("s", "upper"), hasattr([], "append"))
print(getattr([3, 1, 2], "count")(1), getattr("abc", "upper")(), getattr(5, "nope", None))


class Config:
    pass


cfg = Config()
pairs = [("width", 80), ("height", 24), ("title", "term"), ("width", 100)]
for name, value in pairs:
    setattr(cfg, name, value)
print(cfg.width, cfg.height, cfg.title)
names = ["width", "height", "depth"]
present = []
for n in names:
    if hasattr(cfg, n):
        present.append(n + "=" + str(getattr(cfg, n)))
print(present)
