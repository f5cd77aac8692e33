# Dict order: updates keep a key's position; pop then re-insert moves it to the end.
d = {"a": 1, "b": 2, "c": 3}
d["a"] = 100
print(d)
d.pop("a")
d["a"] = 1
print(d)
d.update({"b": 0, "z": 26})
print(d)
d.setdefault("b", 99)
d.setdefault("y", 25)
print(d)
print(list(d.keys()), list(d.values()))
copy = dict(d)
copy.pop("c")
print(d, copy)
squares = {}
for i in range(5, 0, -1):
    squares[i] = i * i
print(squares)
