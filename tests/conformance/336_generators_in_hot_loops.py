# Generators in hot loops, where specialization kicks in: the same for loop over
# generators that yield ints, floats, strings and mixed values; a generator function called
# thousands of times; generator expressions rebuilt every iteration; long-running
# generators with many locals; send in a loop; a loop switching between a generator, a
# list and a range as its iterable.

def ints(n):
    for i in range(n):
        yield i

def floats(n):
    x = 0.5
    for _ in range(n):
        yield x
        x += 0.25

def strs(n):
    for i in range(n):
        yield "s" + str(i % 10)

def mixed(n):
    for i in range(n):
        if i % 3 == 0:
            yield i
        elif i % 3 == 1:
            yield float(i)
        else:
            yield str(i)

def consume(it):
    count = 0
    total = 0
    text = 0
    for v in it:
        count += 1
        if type(v) is str:
            text += len(v)
        else:
            total += v
    return count, total, text

for make in [ints, floats, strs, mixed, ints, mixed]:
    print(make.__name__, consume(make(3000)))

# a generator function called many times in a loop
def pair(i):
    yield i
    yield i * 2

acc = 0
for i in range(5000):
    for v in pair(i):
        acc += v
print(acc)

acc = 0
for i in range(3000):
    a, b = pair(i)
    acc += b - a
print(acc)

# generator expressions rebuilt every iteration
acc = 0
for i in range(2000):
    acc += sum(x for x in range(i % 7))
    acc += max((x * i for x in range(3)), default=0)
print(acc)

# a long-running generator with many locals and branches
def busy(n):
    a = b = c = 0
    s = ""
    for i in range(n):
        a += i
        if i % 2:
            b -= 1
        else:
            c += 2
        if i % 1000 == 0:
            s += "k"
        yield a + b + c
    yield s

g = busy(20000)
last = None
count = 0
for v in g:
    count += 1
    if type(v) is str:
        print("marker", v)
    else:
        last = v
print(count, last)

# send in a hot loop
def running_max():
    best = None
    while True:
        x = yield best
        if best is None or x > best:
            best = x

rm = running_max()
next(rm)
out = 0
for i in range(10000):
    out = rm.send((i * 7919) % 10007)
print(out)

# the same loop body over a generator, a list, a range and a string iterator
def total_len(it):
    t = 0
    for v in it:
        t += len(str(v))
    return t

for k in range(6):
    src = [ints(500), list(range(500)), range(500), iter("abc" * 100), strs(300),
           (x for x in range(500))][k]
    print(k, total_len(src))

# nested generator loops in a hot path
def grid(n):
    for i in range(n):
        for j in range(n):
            yield i * j

print(sum(grid(120)))

# yield from in a hot loop
def flat(n):
    for i in range(n):
        yield from pair(i)

print(sum(flat(4000)))

# a polymorphic consumer fed a generator and then iterators of several types
def count_items(it):
    n = 0
    for _ in it:
        n += 1
    return n

print([count_items(x) for x in [ints(10), [1, 2], {"a": 1}, "xyz", range(4), strs(5),
                                 (i for i in range(3)), ints(0)]])
