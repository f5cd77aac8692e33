# Generators that drive other generators by hand: next() on another generator inside a
# generator body (with its StopIteration caught), a generator advancing two sources at
# different rates, a generator that resumes itself (ValueError: generator already
# executing), exhausted generators in every position, and a generator handed to another
# half consumed.

def numbers(n):
    for i in range(n):
        yield i

def pull_two(src):
    while True:
        try:
            a = next(src)
        except StopIteration:
            yield "source done"
            return
        b = next(src, None)
        yield (a, b)

print(list(pull_two(numbers(5))))
print(list(pull_two(numbers(0))))

# a generator that takes one item from one source for every two from the other
def mixer(slow, fast):
    while True:
        s = next(slow, None)
        f1 = next(fast, None)
        f2 = next(fast, None)
        if s is None and f1 is None:
            return
        yield s, f1, f2

print(list(mixer(numbers(3), (c for c in "abcdefg"))))

# lookahead: a generator that peeks one item ahead in another generator
def with_next(src):
    nothing = object()
    prev = next(src, nothing)
    if prev is nothing:
        return
    for cur in src:
        yield prev, cur
        prev = cur
    yield prev, None

print(list(with_next(numbers(4))))
print(list(with_next(numbers(1))), list(with_next(numbers(0))))

# a generator that resumes itself while running
def selfish():
    yield next(me)

me = selfish()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)
print(next(me, "and it is finished"))

def self_send():
    try:
        me2.send(None)
    except ValueError as e:
        yield "send: " + str(e)
    try:
        me2.throw(KeyError("k"))
    except ValueError as e:
        yield "throw: " + str(e)
    try:
        me2.close()
    except ValueError as e:
        yield "close: " + str(e)

me2 = self_send()
for line in me2:
    print(line)

# exhausted generators: next, next with default, for, list, send, sum, yield from
g = numbers(2)
print(list(g))
print(list(g), next(g, "default"), sum(g), tuple(x for x in g))
for v in g:
    print("never")
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)
try:
    g.send(1)
except StopIteration:
    print("send to exhausted: StopIteration")

def delegate(src):
    r = yield from src
    yield "delegated to exhausted, got %r" % (r,)

print(list(delegate(g)))

# half consumed, then handed to another consumer
g = numbers(6)
first = [next(g), next(g)]
print(first, list(pull_two(g)))

# a consumer generator fed by a producer generator, driven by a third
def producer():
    for word in ["alpha", "beta", "gamma"]:
        yield word

def lengths(src):
    for w in src:
        yield len(w)

def report(src):
    total = 0
    for n in src:
        total += n
        yield "running total %d" % total
    yield "final %d" % total

for line in report(lengths(producer())):
    print(line)

# two generators advancing each other: a ping-pong through shared lists
def ping(log):
    for i in range(3):
        log.append("ping %d" % i)
        yield

def pong(log, partner):
    for _ in partner:
        log.append("pong after " + log[-1])
        yield

log = []
for _ in pong(log, ping(log)):
    pass
print(log)

# a zip written with explicit next calls on generators, stopping at the shortest
def my_zip(a, b):
    while True:
        try:
            x = next(a)
            y = next(b)
        except StopIteration:
            return
        yield x, y

print(list(my_zip(numbers(3), (c for c in "wxyz"))))
print(list(my_zip(numbers(5), numbers(2))))

# a for loop inside a generator over that same generator, and list() of itself
def self_loop():
    yield 0
    for x in me3:
        yield x

me3 = self_loop()
print(next(me3))
try:
    next(me3)
except ValueError as e:
    print("ValueError:", e)

def self_list():
    yield 1
    yield list(me4)

me4 = self_list()
try:
    print(list(me4))
except ValueError as e:
    print("ValueError:", e)
