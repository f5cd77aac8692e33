# Augmented assignment on subscripts: the container and index are evaluated once.
counts = {}
for w in ["a", "b", "a", "c", "a", "b"]:
    counts[w] = counts.get(w, 0) + 1
counts["a"] += 10
print(counts)
lst = [1, 2, 3]
lst[0] += 5
lst[-1] *= 10
lst[1] -= 2
print(lst)
m = [[1, 2], [3, 4]]
m[1][1] += 100
m[0][0] **= 3
print(m)
calls = []


def idx(i):
    calls.append(i)
    return i


data = [10, 20, 30]
data[idx(1)] += 1
data[idx(2)] //= 7
print(data, calls)
hist = {"x": [0, 0]}
hist["x"][1] += 3
print(hist)
strs = ["a", "b"]
strs[0] += "z"
print(strs)
a = [1]
b = a
a += [2]
print(a, b, a is b)
t = (1,)
u = t
t += (2,)
print(t, u, t is u)
