# Conditions that are subscripts by a computed key (`if flags[n - p]:`): list items of
# every truth, negative indexes, `not`, `and`/`or`, elif and while tests, other
# containers, and a local that changes type under a specialized site.
def count_true(flags, n):
    hits = 0
    for p in range(n):
        if flags[n - 1 - p]:
            hits += 1
    return hits


print(count_true([True, False, True, True], 4))
print(count_true([0, 1, 2, 0, -3], 5), count_true(["", "a", [], [0], None, 0.0], 6))


def classify(items, k):
    if not items[k - 1]:
        return "falsy"
    elif items[k + 0] and items[-k]:
        return "both"
    return "first"


data = [1, 0, 2, 3, 0]
out = []
for k in range(1, 5):
    out.append(classify(data, k))
print(out)

i = 0
seen = [True, True, True, False, True]
while seen[i + 0]:
    i += 1
print("stopped at", i)


def lookup(table, key):
    if table[key + ""]:
        return "yes"
    return "no"


print(lookup({"a": 1, "b": 0}, "a"), lookup({"a": 1, "b": 0}, "b"))


def truth_of(container, i):
    if container[i * 1]:
        return 1
    return 0


total = 0
for c in [[1, 0], [0, 1], (1, 1), "ab", [[], [1]], {0: 0, 1: 5}]:
    total = total * 2 + truth_of(c, 0) + truth_of(c, 1)
print(total)
