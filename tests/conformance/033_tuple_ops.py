# Tuple literals: empty, singleton, nested, concatenation and indexing.
t = (1, 2, 3)
print(t, len(t), t[0], t[-1])
print((), len(()))
print((5,), len((5,)))
single = 7,
print(single)
print((1, (2, 3), [4]))
print((1, 2) + (3,), (0,) * 3)
packed = 1, "a", 2.5
print(packed)
print(((1, 2), (3, 4))[1][0])
print(("a",), ("a", "b"))
print(tuple([1, 2]) == (1, 2), (1, 2) != (1, 2, 3))
nested = ((), ((),))
print(nested, len(nested))
print((None, True, -0.0))
