# Sorting lists of ints (a fast path sorts the bare integers) and sorting by int keys
# (pairs of key and position): order, reverse, stability of equal keys, and the lists
# that leave the fast path (bools, big ints, floats mixed in).
seed = 12345
vals = []
for _ in range(300):
    seed = (seed * 1103515245 + 12345) % 2147483648
    vals.append(seed % 601 - 300)
a = sorted(vals)
print(a[:10], a[-10:], len(a))
print(sorted(vals, reverse=True)[:10])
b = vals[:]
b.sort()
print(b == a, b[150])
b.sort(reverse=True)
print(b == a[::-1])
print(sorted([]), sorted([5]), sorted([2, 1]), sorted([1, 1, 1]))
print(sorted([-(2**63), 2**63 - 1, 0, -1, 1]))
print(sorted([3, 2**70, -5, 2**64, 1]))  # big ints among small ones
print(sorted([True, 3, False, -1, 2]))   # bools with ints
print(sorted([2, 1.5, -3, 0.0, -0.0, 1]))  # floats with ints
words = ["w%d" % i for i in range(60)]
keyed = sorted(words, key=lambda w: int(w[1:]) % 7)
print(keyed[:12])
print(sorted(words, key=lambda w: int(w[1:]) % 7, reverse=True)[:12])
pairs = [(k % 5, k) for k in range(40)]
pairs.sort(key=lambda p: -p[0])
print(pairs[:10])
pairs.sort(key=lambda p: p[0], reverse=True)
print(pairs[:10])
print(sorted(range(20), key=lambda x: (x * 7) % 20 - 10))
print(min(vals), max(vals), sorted(set(vals))[:5])
big = [x * 10**12 for x in vals[:50]]
print(sorted(big)[:3], sorted(big, reverse=True)[:3])
try:
    sorted([3, 1, "a", 2])
except TypeError as e:
    print("TypeError", e)
