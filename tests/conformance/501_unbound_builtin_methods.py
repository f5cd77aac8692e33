# Methods of builtin types reached through the type (str.upper, list.append): unbound
# method descriptors, their reprs and their receiver checks.
print(str.join(",", ["a", "b"]), list(map(str.upper, ["x", "y"])))
l = []
list.append(l, 3)
print(l, dict.get({1: 2}, 1), sorted(["B", "a", "C"], key=str.lower))
print(str.upper, list.append)
print(repr("x".upper)[:30])
try:
    list.append((), 1)
except TypeError as e:
    print(e)
try:
    list.append()
except TypeError as e:
    print(e)
try:
    list.nothing
except AttributeError as e:
    print(e)
print(set.union({1}, {2}), frozenset.union(frozenset([1]), [2]))
try:
    set.add(frozenset(), 1)
except TypeError as e:
    print(e)
print(int.bit_length(255), float.is_integer(2.0))
print(type(str.upper).__name__, callable(str.upper))
