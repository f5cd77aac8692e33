# `local.method(arg)` statements on values of builtin types, run many times (the site
# caches the method per type), and on a receiver whose type changes.


def merge_all(parts):
    merged = {}
    for p in parts:
        merged.update(p)
    return merged


print(merge_all([{"a": i, i: i} for i in range(30)]))


def grow(n):
    s = set()
    items = []
    out = bytearray()
    for i in range(n):
        s.discard(i - 3)
        s.add(i)
        items.extend(range(i % 3))
        out.append(i % 256)
        items.remove(0) if 0 in items else None
    return sorted(s), len(items), bytes(out[:10])


print(grow(40))


def mixed():
    log = []
    for i in range(40):
        target = [] if i % 3 == 0 else ({} if i % 3 == 1 else set())
        if i % 3 == 0:
            target.append(i)
        elif i % 3 == 1:
            target.update({i: i})
        else:
            target.add(i)
        log.append(target)
    return log


print(mixed()[-6:])


class MyDict(dict):
    def update(self, other):
        dict.update(self, {k: v * 10 for k, v in other.items()})


def poly(n):
    res = []
    for i in range(n):
        d = MyDict() if i % 2 else {}
        d.update({"k": i})
        res.append(d["k"])
    return res


print(poly(30))


def switch(n):
    res = []
    x = {}
    for i in range(n):
        if i == 15:
            res.append(sorted(x))
            x = set()
        if i == 25:
            res.append(sorted(x))
            x = MyDict()
        if i == 35:
            res.append(sorted(x.items()))
            x = "abc"
        try:
            x.update({i: i})
        except AttributeError as e:
            res.append(str(e))
    return res


print(switch(40))
