# Subscripts on lists, tuples, strings and dicts, with negative indices.
lst = [10, 20, 30, 40]
tup = ("a", "b", "c")
s = "python"
d = {"x": 1, 2: "two", (0, 1): "pair"}
print(lst[0], lst[3], lst[-1], lst[-4])
print(tup[1], tup[-1])
print(s[0], s[5], s[-1], s[-6])
print(d["x"], d[2], d[(0, 1)])
i = 2
print(lst[i], lst[i - 1], lst[len(lst) - 1])
print(s[len(s) - 1] + s[0])
grid = [[1, 2], [3, 4]]
print(grid[1][0], grid[-1][-1])
print("abc"[1], [5, 6][0], (7, 8)[1], {"k": "v"}["k"])
print(lst[True], lst[False])
