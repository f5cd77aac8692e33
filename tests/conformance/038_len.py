# len() of every sized builtin.
print(len(""), len("hello"), len("a b c"))
print(len([]), len([1, 2, 3]), len([[1, 2], [3]]))
print(len(()), len((1,)), len((1, 2, 3)))
print(len({}), len({"a": 1, "b": 2}))
print(len(set()), len({1, 2, 2, 3}))
print(len(range(0)), len(range(100)), len(range(0, 100, 7)))
print(len("tab\t"), len("new\nline"))
d = {}
for i in range(50):
    d[i % 7] = i
print(len(d))
