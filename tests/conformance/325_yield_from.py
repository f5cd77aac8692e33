# yield from: delegation to generators, lists, tuples, ranges, strings, dict views and
# other iterators; the value of the expression is the sub-generator's return value (None
# for other iterables); values before and after the delegation; delegation in loops.

def inner():
    yield 1
    yield 2
    return "inner result"

def outer():
    yield "before"
    result = yield from inner()
    yield "inner returned " + result
    yield "after"

print(list(outer()))

def from_iterables():
    yield from [1, 2]
    yield from (3, 4)
    yield from range(5, 8)
    yield from "ab"
    yield from {"k1": 0, "k2": 0}
    yield from {"x": 9}.values()
    yield from iter([10, 11])
    yield from []
    yield from ""

print(list(from_iterables()))

def value_of_plain_iterable():
    r = yield from [1]
    yield "value is %r" % (r,)

print(list(value_of_plain_iterable()))

# delegation inside a loop, with different sub-generators each time
def count_to(n):
    for i in range(1, n + 1):
        yield i
    return n * 10

def many():
    total = 0
    for n in [1, 2, 3]:
        total += yield from count_to(n)
    return total

g = many()
seen = []
while True:
    try:
        seen.append(next(g))
    except StopIteration as e:
        print(seen, "total", e.value)
        break

# yield from a generator object created earlier and partly consumed
def letters():
    yield "a"
    yield "b"
    yield "c"

src = letters()
next(src)
def rest(g):
    yield "rest:"
    yield from g

print(list(rest(src)))
print(list(rest(src)))

# a sub-generator that yields nothing but returns a value
def no_yields():
    return "immediate"
    yield

def uses_no_yields():
    v = yield from no_yields()
    yield v

print(list(uses_no_yields()))

# yield from with a generator expression
def squares_then_cubes(n):
    yield from (i * i for i in range(n))
    yield from (i ** 3 for i in range(n))

print(list(squares_then_cubes(4)))

# yield from in an expression position
def wrapped():
    results = [(yield from count_to(2)), (yield from count_to(1))]
    yield results

print(list(wrapped()))

# chaining several iterables: a hand-written chain
def chain(iterables):
    for it in iterables:
        yield from it

print(list(chain([[1, 2], "xy", range(2), (n for n in [7, 8])])))
print("".join(chain(["ab", "cd", ""])))

# a sub-generator's exception passes through the delegating one
def failing():
    yield 1
    raise ValueError("sub failed")

def delegates():
    try:
        yield from failing()
    except ValueError as e:
        yield "delegate caught: " + str(e)
    yield "delegate goes on"

print(list(delegates()))

# yield from a range inside a generator used by a for loop with break
def big():
    yield from range(10 ** 9)

for v in big():
    if v > 4:
        break
print("stopped at", v)

# return value when the sub-generator returns a falsy value
def zero():
    yield "z"
    return 0

def check_zero():
    r = yield from zero()
    yield r == 0, r is None

print(list(check_zero()))

# a flatten of nested lists using yield from recursively
def flatten(x):
    if type(x) is list:
        for item in x:
            yield from flatten(item)
    else:
        yield x

print(list(flatten([1, [2, [3, [4, []]], 5], [[6]], 7])))
