# Lists are shared by reference: aliasing, copies and repeated inner lists.
a = [1, 2, 3]
b = a
b.append(4)
print(a, b, a is b)
c = list(a)
c.append(5)
print(a, c)
grid = [[0] * 2] * 2
grid[0][0] = 1
print(grid)
rows = []
for i in range(2):
    rows.append([0, 0])
rows[0][0] = 1
print(rows)


def mutate(lst):
    lst.append("added")


def rebind(lst):
    lst = ["new"]
    return lst


m = ["orig"]
mutate(m)
print(m)
print(rebind(m), m)
d = {"list": a}
d["list"].pop()
print(a)
t = (a, a)
a.append(9)
print(t)
