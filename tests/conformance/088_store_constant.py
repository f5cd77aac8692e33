# `container[key] = constant` with both a bound local: list slots by positive and
# negative index, every kind of constant, dicts and a list that becomes a dict (deopt).
def mark(n, step):
    flags = []
    for i in range(n):
        flags.append(True)
    j = 0
    while j < n:
        flags[j] = False
        j += step
    k = -1
    flags[k] = None
    return flags


print(mark(10, 3), mark(5, 1))


def fill(table, keys):
    for k in keys:
        table[k] = "x"
        table[k] = 2.5
    return table


print(fill({}, ["a", "b"]), fill([0, 1, 2], [0, 2, -1]))
for t in [[0, 0], {0: 1}, [7]]:
    print(fill(t, [0]))
