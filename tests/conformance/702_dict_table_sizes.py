# Dict behaviour across table sizes: small dicts (scanned) and larger ones (indexed),
# insertion order through deletes, re-inserts, pops and compaction, equal keys of
# different types, NaN keys found by identity, keys with their own __eq__/__hash__, and
# dicts that shrink back to small.

def show(d):
    print(len(d), list(d.items()))


for size in (0, 1, 7, 8, 9, 10, 17, 40):
    d = {}
    for i in range(size):
        d[i * 7 % 13 + i] = i
    for k in list(d)[::3]:
        del d[k]
    for i in range(size // 2):
        d[i * 7 % 13 + i] = -i
    show(d)
    print(sorted(d) == sorted(set(d)), [k in d for k in range(5)])

d = dict.fromkeys(range(30))
for i in range(0, 30, 2):
    del d[i]
print(list(d))
for i in range(0, 30, 4):
    d[i] = "back"
print(list(d.items())[-5:])
while len(d) > 3:
    d.popitem()
show(d)
d[100] = 1
d.pop(list(d)[0])
show(d)

e = {1: "int"}
e[1.0] = "float"
e[True] = "bool"
print(e, len(e))
e[2.5] = "x"
print(e.get(2.5), 2.5 in e, e.get(5 / 2))

nan = float("nan")
n = {nan: 1}
print(n[nan], len(n))

big = {}
for i in range(1000):
    big[str(i)] = i
for i in range(0, 1000, 3):
    del big[str(i)]
print(len(big), big["1"], big.get("3"), list(big)[:5], list(big)[-3:])
for i in range(1000):
    big.pop(str(i), None)
print(len(big), big)
big["again"] = 1
print(big)


class Key:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v) % 3

    def __eq__(self, other):
        Key.calls += 1
        return isinstance(other, Key) and self.v == other.v

    def __repr__(self):
        return f"Key({self.v})"


u = {}
for i in range(20):
    u[Key(i)] = i
print(u[Key(5)], Key(25) in u, len(u))
del u[Key(7)]
print(Key(7) in u, list(u.values())[5:9])

counts = {}
for word in "the cat and the hat and the bat sat on the mat".split():
    counts[word] = counts.get(word, 0) + 1
print(counts)
print({k: v for k, v in counts.items() if v > 1})

copy = dict(counts)
copy.update({"cat": 9, "dog": 1})
print(copy == counts, len(copy), copy.setdefault("emu", 3), copy.setdefault("cat", 0))
try:
    for k in copy:
        copy[k + "!"] = 0
except RuntimeError as ex:
    print("RuntimeError", ex)
r = {i: i for i in range(12)}
for k in list(r):
    if k % 2:
        del r[k]
print(r, list(reversed(r)))
print({(i, "ab"): i for i in range(3)}[(1, "ab")])
