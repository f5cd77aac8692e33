# Generators and closures: generator functions defined inside functions reading enclosing
# variables (seen at each resumption, late binding), writing them with nonlocal, a
# generator that defines and returns closures, closures over a generator's locals,
# comprehensions and lambdas inside generator bodies, and generators inside comprehensions.

def make_counter_gen(start):
    count = start
    def gen():
        nonlocal count
        while True:
            count += 1
            yield count
    def peek():
        return count
    return gen(), peek

g, peek = make_counter_gen(10)
print(next(g), next(g), peek())
print(next(g), peek())

# the enclosing variable is read at each resumption
def watcher():
    value = "first"
    def gen():
        for _ in range(3):
            yield value
    g = gen()
    out = [next(g)]
    value = "second"
    out.append(next(g))
    value = "third"
    out.append(next(g))
    return out

print(watcher())

# generators created in a loop, each closing over the loop variable (late binding)
def makers():
    gens = []
    for i in range(3):
        def gen():
            yield i
        gens.append(gen)
    return [list(g()) for g in gens]

print(makers())

# binding early with a default argument
def makers_bound():
    gens = []
    for i in range(3):
        def gen(i=i):
            yield i
            yield i * 10
        gens.append(gen)
    return [list(g()) for g in gens]

print(makers_bound())

# a generator yielding closures over its own locals
def closures():
    for i in range(3):
        yield lambda x: x + i

fs = list(closures())
print([f(100) for f in fs])
fs = []
for f in closures():
    fs.append(f(100))
print(fs)

def closures_bound():
    for i in range(3):
        def f(x, i=i):
            return x * i
        yield f

print([f(7) for f in closures_bound()])

# a generator whose local is a cell shared with a nested function it calls
def with_helper(items):
    seen = []
    def note(x):
        seen.append(x)
        return len(seen)
    for x in items:
        yield note(x), list(seen)

print(list(with_helper("abc")))

# comprehensions and generator expressions inside a generator body use its locals
def table(n):
    factor = 2
    for row in range(1, n + 1):
        yield [row * col * factor for col in range(1, n + 1)]
        factor += 1
        yield sum(row * k for k in range(factor))

print(list(table(2)))

# generators inside comprehensions
def upto(n):
    for i in range(n):
        yield i

print([list(upto(n)) for n in range(4)])
print([sum(upto(n)) for n in range(5)])
print({n: max(upto(n), default=None) for n in range(3)})
print([x for n in range(4) for x in upto(n) if x % 2 == 0])

# a generator defined inside another generator
def outer(words):
    def letters(w):
        for ch in w:
            yield ch.upper()
    for w in words:
        yield "".join(letters(w))

print(list(outer(["ab", "cde"])))

# nonlocal written by a generator and read by a sibling closure between resumptions
def shared():
    total = 0
    def adder(items):
        nonlocal total
        for x in items:
            total += x
            yield total
    def read():
        return total
    return adder, read

adder, read = shared()
g = adder([1, 2, 3])
print(read(), next(g), read(), next(g), read())
print(list(g), read())

# a generator parameter captured by an inner lambda that is applied inside
def scaled(items, k):
    f = lambda v: v * k
    for x in items:
        yield f(x)
    k = 0
    yield f(5)

print(list(scaled([1, 2], 3)))

# a generator expression referring to an enclosing function's variable, changed later
def later():
    n = 1
    g = (x * n for x in range(3))
    first = next(g)
    n = 10
    return first, list(g)

print(later())

# decorator wrapping a generator function
def logged(fn):
    def wrapper(n):
        print("  calling", fn.__name__, n)
        return fn(n)
    return wrapper

@logged
def evens(n):
    for i in range(0, n, 2):
        yield i

print(list(evens(7)))
