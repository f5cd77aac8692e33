# `in` and `not in` on instances: __contains__ first (its result made a bool), else
# iteration with __iter__, else the old __getitem__ protocol (indexes from 0 until
# IndexError); __contains__ on the right of `in` inside conditions and loops.


class Evens:
    def __contains__(self, x):
        return x % 2 == 0


class Truthy:
    def __contains__(self, x):
        return x


class ByIter:
    def __init__(self, items):
        self.items = items

    def __iter__(self):
        return iter(self.items)


class ByIndex:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i


class Both:
    def __contains__(self, x):
        return x == "special"

    def __iter__(self):
        return iter(["a", "b"])


e = Evens()
print(4 in e, 5 in e, 5 not in e, 0 in e)
print(1 in Truthy(), 0 in Truthy(), "" in Truthy(), [0] in Truthy(), 0 not in Truthy())
bi = ByIter([1, 5, 9])
print(5 in bi, 6 in bi, 9 not in bi)
sq = ByIndex(6)
print(16 in sq, 15 in sq, 25 in sq, 36 in sq)
b = Both()
print("special" in b, "a" in b, list(b))

count = 0
for k in range(20):
    if k in e and k in sq:
        count += 1
print(count)

found = []
for k in range(30):
    if k not in e:
        continue
    if k in ByIter([2, 4, 8, 16, 28]):
        found.append(k)
print(found)
