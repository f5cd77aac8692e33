# Without __eq__, instances compare by identity: == and != are `is`, `in` finds only the
# same object, list.index/count/remove use identity, and instances without __hash__
# are hashable by identity (distinct objects are distinct dict keys and set members).


class Token:
    def __init__(self, text):
        self.text = text


a = Token("x")
b = Token("x")
a2 = a
print(a == b, a != b, a == a2, a is a2, a is b, a is not b)
print(a == "x", "x" == a, a != None)

items = [a, b, a]
print(a in items, Token("x") in items, items.count(a), items.count(b), items.index(b))
items.remove(a)
print(len(items), items[0] is b, items[1] is a)

seen = set()
for t in [a, b, a, b, a2]:
    seen.add(t)
print(len(seen), a in seen, Token("x") in seen)

names = {}
names[a] = "first"
names[b] = "second"
names[a2] = "again"
print(len(names), names[a], names[b])
print(names.get(Token("x"), "missing"))

print(hash(a) == hash(a2), hash(a) == hash(a))

pool = []
for i in range(50):
    pool.append(Token(str(i % 5)))
unique = set(pool)
print(len(unique), len(pool))
d = {}
for t in pool:
    d[t] = d.get(t, 0) + 1
total = 0
for v in d.values():
    total += v
print(len(d), total)
print([a, b] == [a, b], [a, b] == [b, a], (a,) == (a2,), {a: 1} == {a2: 1})
