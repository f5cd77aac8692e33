# dict() empty, as a copy, and from a list of pairs.
print(dict())
d = {"a": 1, "b": 2}
c = dict(d)
c["c"] = 3
print(d, c)
print(dict([("x", 1), ("y", 2), ("x", 3)]))
print(dict([(1, "one"), [2, "two"]]))
pairs = []
for i in range(4):
    pairs.append((i, i * i))
print(dict(pairs))
print(dict(()), dict([]))
print(dict(d.items()))
