# `for i, x in enumerate(...)` over lists, tuples, ranges (a direct step) and other
# iterables, with starts (negative, past the 64-bit range), a list growing and shrinking
# while it is enumerated, break/else, nested loops, and enumerate objects shared.

items = ["a", "b", "c"]
for i, x in enumerate(items):
    print(i, x)
for i, x in enumerate((10, 20), -5):
    print(i, x)
for i, x in enumerate(range(3, 12, 4), 2**63 - 2):
    print(i, x)
print(list(enumerate(range(3), 2**64)), list(enumerate("xy", -1)))
grow = [1, 2]
for i, x in enumerate(grow):
    if i < 3:
        grow.append(x * 10)
print(grow)
shrink = list(range(6))
for i, x in enumerate(shrink):
    if x % 2 == 0:
        shrink.remove(x)
    print(i, x, end="; ")
print(shrink)
for i, x in enumerate([5, 6, 7]):
    if x == 6:
        break
else:
    print("no break")
print("broke at", i)
for i, x in enumerate([]):
    print("never")
else:
    print("empty else")
e = enumerate(["p", "q", "r", "s"])
for i, x in e:
    for j, y in e:
        print(i, x, j, y)
pairs = [(a, b) for a, (b, c) in enumerate(zip("uvw", range(3)))]
print(pairs, dict(enumerate("hi")), sum(i * x for i, x in enumerate(range(10))))


def gen():
    yield "g1"
    yield "g2"


for i, x in enumerate(gen(), 1):
    print(i, x)
t = 0
for k in range(200):
    for i, x in enumerate(range(k % 7)):
        t += i * x
print(t)
try:
    for i, x in enumerate(5):
        pass
except TypeError as err:
    print("TypeError:", err)
