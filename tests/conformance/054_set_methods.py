# add, remove, discard, union, intersection and difference (small ints print in order).
s = {1, 2, 3}
s.add(4)
s.add(2)
print(s)
s.remove(1)
print(s)
s.discard(7)
s.discard(4)
print(s)
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a.union(b))
print(a.intersection(b))
print(a.difference(b), b.difference(a))
print(a, b)
print(a.union([7, 0]), a.intersection((2, 3, 9)), a.difference(range(3)))
print(a.union(b).difference(a.intersection(b)))
print(set().union(set()), a.intersection(set()))
seen = set()
dups = []
for x in [3, 1, 3, 2, 1, 3]:
    if x in seen:
        dups.append(x)
    else:
        seen.add(x)
print(seen, dups)
print(len(a.union(b)), len(a.difference(a)))
