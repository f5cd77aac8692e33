# Pipelines of generators: map-, filter-, take- and window-like stages chained, infinite
# generators cut off with break or a take stage, stages that pull more than one item per
# output, and laziness (each stage runs only as far as the consumer asks).

def naturals(start=0):
    n = start
    while True:
        yield n
        n += 1

def gen_map(f, it):
    for x in it:
        yield f(x)

def gen_filter(pred, it):
    for x in it:
        if pred(x):
            yield x

def take(n, it):
    if n <= 0:
        return
    for x in it:
        yield x
        n -= 1
        if n == 0:
            return

def pairwise(it):
    it = iter(it)
    prev = next(it, None)
    for x in it:
        yield prev, x
        prev = x

def window(it, size):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) > size:
            buf.pop(0)
        if len(buf) == size:
            yield tuple(buf)

def running_sum(it):
    total = 0
    for x in it:
        total += x
        yield total

print(list(take(5, naturals())))
print(list(take(5, gen_map(lambda x: x * x, gen_filter(lambda x: x % 3 == 0, naturals(1))))))
print(list(take(4, pairwise(naturals(10)))))
print(list(window(range(6), 3)))
print(list(running_sum(take(6, naturals(1)))))
print(list(take(0, naturals())), list(take(3, iter([1]))))

# primes with a chain of filters built lazily
def primes():
    n = 2
    found = []
    while True:
        if all(n % p for p in found):
            found.append(n)
            yield n
        n += 1

print(list(take(15, primes())))

# break out of an infinite generator
for p in primes():
    if p > 50:
        print("first prime over 50:", p)
        break

# laziness: trace which stage runs when
trace = []

def traced(name, it):
    for x in it:
        trace.append(name + str(x))
        yield x

pipe = traced("c", gen_map(lambda v: v * 10, traced("b", gen_filter(lambda v: v % 2, traced("a", range(10))))))
print(next(pipe), trace)
print(next(pipe), trace)
trace.clear()
print(list(take(2, pipe)), trace)

# collatz sequences from an infinite generator, stopped by a while condition inside
def collatz(n):
    while True:
        yield n
        if n == 1:
            return
        n = n // 2 if n % 2 == 0 else 3 * n + 1

print(list(collatz(6)))
print(max((sum(1 for _ in collatz(n)), n) for n in range(1, 30)))

# a stage that groups consecutive equal items (pulls several per output)
def group_runs(it):
    current = None
    count = 0
    for x in it:
        if count and x == current:
            count += 1
        else:
            if count:
                yield current, count
            current = x
            count = 1
    if count:
        yield current, count

print(list(group_runs("aaabccdddd")))
print("".join(ch * 2 if n > 1 else ch for ch, n in group_runs("xxyzzz")))

# a stage that flattens and a stage that batches
def flatten(it):
    for chunk in it:
        yield from chunk

def batch(it, n):
    out = []
    for x in it:
        out.append(x)
        if len(out) == n:
            yield out
            out = []
    if out:
        yield out

print(list(batch(flatten([[1, 2], [], [3, 4, 5], [6]]), 4)))

# fibonacci numbers through a pipeline with a condition on the sum
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

print(sum(gen_filter(lambda x: x % 2 == 0, take(30, fib()))))
print(list(take(3, gen_filter(lambda x: x > 1000, fib()))))

# word statistics from a text through stages
text = "the cat sat on the mat the end"
words = (w for w in text.split())
long_words = (w for w in words if len(w) == 3)
upper = (w.upper() for w in long_words)
print(list(upper))

counts = {}
for w in gen_map(lambda w: w[0], iter(text.split())):
    counts[w] = counts.get(w, 0) + 1
print(sorted(counts.items()))

# zip of two infinite generators, cut off by a take
print(list(take(4, zip(naturals(), fib()))))
print(dict(take(3, zip("abc", naturals(5)))))
