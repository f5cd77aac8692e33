# Subscripts of local containers (the instruction names the local, and the index when it
# is a local or a small constant): lists, tuples, strings and dicts through the same
# sites, negative indexes, stores, and augmented stores.


def read(c, i):
    return [c[i], c[0], c[-1], c[i - 1]]


def write(c, i, v):
    c[i] = v
    c[0] = v
    c[-1] = c[i]
    c[1] += v
    c[1] -= 1
    return c


def swap(c, i, j):
    t = c[i]
    c[i] = c[j]
    c[j] = t
    return c


for k in range(1, 30):
    print(read([5, 6, 7, 8], k % 4), read((1, 2, 3), k % 3), read("abcd", k % 4))
print(read({0: "a", 1: "b", -1: "c", 2: "d"}, 1), read({0: 1, -1: 2, 5: 3, 4: 4}, 5))
print(read("é€x", 1), read([1.5, 2.5], 1))
for k in range(20):
    print(write([0, 1, 2, 3], k % 4, k), write([0.5, 1.5], k % 2, 0.25))
print(write({0: 1, 1: 2, -1: 3}, 5, 10))
m = [1, 2, 3, 4, 5]
for k in range(25):
    swap(m, k % 5, (k * 3) % 5)
print(m)
print(swap(["x", "y"], 0, 1), swap({"a": 1, "b": 2}, "a", "b"))
