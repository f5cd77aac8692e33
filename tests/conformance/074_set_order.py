# Set operations keep CPython's table layout: ints that collide in the table (equal modulo
# the table size) print in the order CPython's algorithms insert them, not ascending.
a = {1, 9}
b = {9, 1}
print(a, b, a & b, b & a, a | b, b | a, a - {100}, a ^ {100})
print(a.intersection(b), b.intersection(a), a.union(b), a.symmetric_difference(b))

c = set()
for i in range(40):
    c.add(i * 8)
for i in range(30):
    c.discard(i * 8)
d = set(range(0, 1000, 8))
print(c)
print(c & d, c.intersection(d), c - {8}, c.difference({8}), c | {3}, c.union({3}))
print(c & c, c | c, c - c, c ^ c, c.intersection(c), c.union(c), c.difference(c))
print(c.intersection([248, 240, 256, 7]), c.difference([248, 240]), c.union([17, 1]))

e = {}
for i in range(5):
    e[i * 16] = i
print(c.intersection(e), c.difference(e), c.union(e), c.symmetric_difference(e), set(e))
print(c.union(d, {5}), c.intersection(d, [240, 248, 256]), c.difference({240}, [248]))

s = {1, 9, 17}
s.update({25, 33})
print(s)
s.update([41, 49], {57})
print(s)
s.intersection_update({1, 9, 17, 25, 33, 41})
print(s)
s.difference_update({9}, [17])
print(s)
t = set(range(0, 400, 8))
t.difference_update(range(0, 300, 8))
print(t)
t.add(1)
t.add(9)
print(t)

u = {1, 9, 17, 25}
u |= {33, 41}
print(u)
u &= {1, 9, 33, 41, 49}
print(u)
u -= {9}
print(u)
u ^= {9, 1, 57}
print(u)
u ^= u
print(u)

w = set()
for i in range(40):
    w.add(i * 8)
for i in range(30):
    w.discard(i * 8)
w |= w
print(w, w ^ w, w.symmetric_difference(w))
w &= w
w.add(1)
w.add(9)
print(w)
