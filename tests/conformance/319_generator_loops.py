# Generators whose yields sit inside loops: nested for loops, while loops, break and
# continue around a yield, loop else clauses, yields at several loop depths in one body,
# and a consumer that stops early (the generator keeps its loop state while suspended).

def grid(rows, cols):
    for r in range(rows):
        for c in range(cols):
            yield r, c

print(list(grid(2, 3)))

def depths():
    yield "top"
    for i in range(2):
        yield "loop1", i
        for j in range(2):
            yield "loop2", i, j
            k = 0
            while k < 2:
                yield "loop3", i, j, k
                k += 1
            yield "after while", i, j
        yield "after inner for", i
    yield "bottom"

for item in depths():
    print(item)

def skip_odd_stop_at(limit):
    n = 0
    while True:
        n += 1
        if n % 2:
            continue
        if n > limit:
            break
        yield n
    yield "broke at %d" % n

print(list(skip_odd_stop_at(9)))

def search(rows, target):
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            if v == target:
                yield "found", i, j
                break
            yield "looked", v
        else:
            yield "row %d without" % i

print(list(search([[1, 2, 3], [4, 5], [6, 5, 7]], 5)))

def loop_else(items):
    for x in items:
        if x < 0:
            yield "negative"
            break
        yield x
    else:
        yield "all non-negative"
    yield "end"

print(list(loop_else([1, 2, 3])))
print(list(loop_else([1, -2, 3])))
print(list(loop_else([])))

def while_else(n):
    while n > 0:
        yield n
        n -= 2
    else:
        yield "while else", n

print(list(while_else(5)))

# the consumer breaks out early; the generator can be resumed later where it was
def naturals():
    n = 0
    while True:
        yield n
        n += 1

gen = naturals()
for v in gen:
    if v == 3:
        break
print("broke at", v)
for v in gen:
    if v >= 6:
        break
    print("resumed", v)
print(next(gen))

# a loop over a list that the generator walks, with its loop iterator live across yields
def chunks(seq, size):
    chunk = []
    for x in seq:
        chunk.append(x)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk

print(list(chunks(list(range(10)), 3)))
print(list(chunks("abcdef", 2)))
print(list(chunks([], 4)))

# loops over dict items and strings inside a generator
def flatten_dict(d):
    for key, values in d.items():
        for v in values:
            yield key + ":" + str(v)

print(list(flatten_dict({"a": [1, 2], "b": [], "c": [3]})))

# a triple loop with continue at the middle level
def triples(n):
    for a in range(1, n):
        for b in range(a, n):
            if (a + b) % 2:
                continue
            for c in range(b, n):
                if a * a + b * b == c * c:
                    yield a, b, c

print(list(triples(30)))

# the consumer's loop and the generator's loop run interleaved
def letters():
    for ch in "xyz":
        print("  gen yields", ch)
        yield ch
        print("  gen resumed after", ch)

for ch in letters():
    print("consumer got", ch)
    for k in range(2):
        if k == 1:
            continue
        print("consumer inner", ch, k)

# loops over iterators of many kinds, nested, all suspended at the innermost yield, with
# values sent in
def loops():
    for a in [1, 2]:
        for b in "xy":
            for c in range(2):
                for d in {"k": 0}:
                    for e in (9,):
                        got = yield (a, b, c, d, e)
                        if got:
                            print("  got", got)

g = loops()
print(next(g))
for i in range(7):
    print(g.send(i))
print(list(g))

# a dict that grows while a generator is suspended in a loop over it
def walker(d):
    for k in d:
        yield k

d = {"a": 1, "b": 2}
w = walker(d)
print(next(w))
d["c"] = 3
try:
    next(w)
except RuntimeError as e:
    print("RuntimeError:", e)

# a throw caught inside a loop over another generator: the inner generator goes on
def inner_numbers():
    for i in range(3):
        yield i

def outer_loop():
    for x in inner_numbers():
        try:
            yield x
        except KeyError:
            yield "caught at %d" % x

g = outer_loop()
print(next(g), g.throw(KeyError), next(g), next(g), next(g, "end"))
