# set.pop takes elements in CPython's order: the first in table order at or after the
# slot the previous pop emptied (wrapping around), also when elements are added between
# pops or the set was cleared; popping a whole large set is one pass.
s = set(range(20))
out = []
for i in range(8):
    out.append(s.pop())
    s.add(100 + i)
    s.add(i)
print(out, sorted(s))
print([s.pop() for _ in range(5)])
s.clear()
s.update([3, 1, 2, 9, 17])
print([s.pop() for _ in range(len(s))])

t = {"a", "b"}
popped = 0
try:
    while True:
        t.pop()
        popped += 1
except KeyError as e:
    print("KeyError", repr(e), popped)

big = set(range(0, 400000, 3))
total = 0
count = 0
while big:
    total += big.pop()
    count += 1
print(count, total)

words = {str(i) for i in range(50000)}
n = 0
while words:
    words.pop()
    n += 1
    if n % 10000 == 0:
        words.add("extra%d" % n)
print(n)

f = frozenset(range(5))
m = set(f)
m.pop()
print(sorted(m), len(f))
