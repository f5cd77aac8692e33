# Assignment to subscripts of lists (positive and negative indices) and dicts.
lst = [0, 0, 0, 0]
lst[0] = 1
lst[-1] = 4
lst[2] = "three"
print(lst)
grid = [[0, 0], [0, 0]]
grid[1][0] = 5
grid[0][-1] = 7
print(grid)
d = {}
d["a"] = 1
d["b"] = [1, 2]
d["b"][0] = 100
d[3] = "int key"
d[(1, 2)] = "tuple key"
print(d)
d["a"] = "replaced"
print(d)
nested = {"inner": {"x": 1}}
nested["inner"]["y"] = 2
print(nested)
for i in range(len(lst)):
    lst[i] = i * i
print(lst)
row = grid[0]
row[0] = 9
print(grid)
