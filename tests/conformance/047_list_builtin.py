# list() from strings, tuples, ranges, dicts and other lists (a copy).
print(list("abc"))
print(list((1, 2, 3)))
print(list(range(4)), list(range(5, 0, -2)))
print(list({"x": 1, "y": 2}))
print(list({3, 1, 2}))
print(list())
a = [1, 2]
b = list(a)
b.append(3)
print(a, b, a == b, a is b)
print(list([[1], [2]]))
d = {"k": "v"}
print(list(d.values()), list(d.items()), list(d.keys()))
print(list(""), list([]))
