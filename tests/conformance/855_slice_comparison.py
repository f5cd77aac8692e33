# Slices compare as the tuples of their start, stop and step: ==, !=, ordering, in
# containers and sorting; constant and computed slices alike.


class Keep:
    def __getitem__(self, s):
        return s


k = Keep()
n = 1
print(k[1:2] == k[1:2], k[n:2] == k[1:2], k[1:2] != k[1:3], k[::2] == slice(None, None, 2))
print(slice(1, 2) == slice(1.0, 2), slice("a", "b") == slice("a", "b"), slice(1) == slice(None, 1))
print(slice(1, 2) == (1, 2, None), slice(1, 2) != (1, 2, None))
print(k[1:2] < k[1:3], k[2:] > k[1:9], slice(1, 2, 3) <= slice(1, 2, 3), slice(0, 5) >= slice(0, 6))
print(sorted([slice(3, 1), slice(1, 5), slice(1, 2), slice(0, 9)]))
print(slice(2, 3) in [slice(1, 2), slice(2, 3)], [k[1:], k[:1]].index(slice(None, 1)))
for a, b in [(slice(1, 2), slice(1, None)), (slice(1, 2), 5), (slice(1), [1])]:
    try:
        print(a < b)
    except TypeError as e:
        print("TypeError:", e)
try:
    hash(k[1:2])
except TypeError as e:
    print("TypeError:", e)
seen = []
for i in range(3):
    seen.append(k[1:2])
print(seen[0] == seen[2], len({id(s) for s in seen}) >= 1)
