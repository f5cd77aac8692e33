# The ways a `for` loop enters a generator's frame: a plain name target (each yield
# stores into the local and continues the body), a tuple target (the step runs again to
# take the item), two names (the pair step), a generator advancing itself from inside
# its own loop (ValueError), exhaustion and re-iteration of an ended generator, nested
# generators whose loops move with their frames, and a consumer that re-enters the
# same generator from a different loop.

def count(n):
    for i in range(n):
        yield i

total = 0
for x in count(5):
    total += x
print("name", total, x)

pairs = []
for a, b in ((i, i * i) for i in range(4)):
    pairs.append(a + b)
print("pair", pairs)

def triples(n):
    for i in range(n):
        yield i, -i, i * 2

acc = []
for p, q, r in triples(3):
    acc.append((p, q, r))
print("tuple", acc)

g = count(3)
print(list(g), list(g))
for x in g:
    print("never")
else:
    print("ended stays ended")

def selfish():
    yield 1
    for v in me:
        yield v

me = selfish()
try:
    for v in me:
        print("got", v)
except ValueError as e:
    print("ValueError", e)

def outer(n):
    for i in range(n):
        for j in count(i):
            yield i, j

print([t for t in outer(4)])

shared = count(6)
out = []
for x in shared:
    out.append(("a", x))
    for y in shared:
        out.append(("b", y))
        if y % 2:
            break
print(out)

def deep(k):
    if k == 0:
        yield "leaf"
        return
    for v in deep(k - 1):
        yield v + str(k)

print(list(deep(6)))
print(sum(x for x in count(10)), max(count(7)), sorted(count(4), reverse=True))
