# next(g) and next(g, default) of generators from Python code, called often enough for
# the call site to specialize: values, exhaustion, StopIteration's value, defaults,
# exceptions raised inside, a running generator, and the call site changing while the
# generator runs (the same `next` call reached again from inside the generator with
# another kind of iterator).


def count(n):
    for i in range(n):
        yield i
    return "done:" + str(n)


def take(it):
    return next(it)


def take_or(it, d):
    return next(it, d)


total = 0
for _ in range(50):
    g = count(3)
    total += take(g) + take(g) + take(g)
    try:
        take(g)
    except StopIteration as e:
        assert e.value == "done:3", e.value
    try:
        take(g)
    except StopIteration as e:
        assert e.value is None
    assert take_or(g, -1) == -1
print("total", total)

# The default after the end, and a generator that yields None.
def nones():
    yield None
    yield None


for _ in range(40):
    n = nones()
    r = [take_or(n, "d"), take_or(n, "d"), take_or(n, "d"), take_or(n, "d")]
print(r)

# An exception raised inside the generator comes out of next().
def fails(k):
    yield 1
    raise KeyError(k)


caught = 0
for i in range(40):
    f = fails(i)
    take(f)
    try:
        take(f)
    except KeyError as e:
        caught += e.args[0]
    # After an error the generator is over.
    assert take_or(f, "over") == "over"
print("caught", caught)

# StopIteration raised inside a generator becomes RuntimeError.
def leaks():
    yield 1
    raise StopIteration("x")


for _ in range(40):
    lk = leaks()
    take(lk)
    try:
        take(lk)
    except RuntimeError as e:
        msg = str(e)
print(msg)

# A generator advancing itself is already executing.
def selfish():
    yield next(me)


for _ in range(40):
    me = selfish()
    try:
        take(me)
    except ValueError as e:
        msg = str(e)
print(msg)

# The same call site reached from inside the generator with a list iterator, then with
# a generator again, while the outer call waits for the generator's yield.
def inner_user():
    yield take(iter([10, 20]))
    yield take(count(5))
    yield take_or(iter([]), "empty")


for _ in range(30):
    u = inner_user()
    got = [take(u), take(u), take(u), take_or(u, "end")]
print(got)

# next() with a non-generator after the site specialized, and with a wrong type.
vals = []
for i in range(30):
    it = count(2) if i % 3 else iter((i, i))
    vals.append(take(it))
print(sum(vals))
try:
    take(42)
except TypeError as e:
    print("TypeError", e)

# A generator that catches GeneratorExit; close() after partial next() use.
def guarded():
    try:
        yield 1
        yield 2
    finally:
        print("finally", end=" ")


for i in range(3):
    gg = guarded()
    take(gg)
    gg.close()
print()

# Deep recursion through next(): each level's generator calls next() on the next one.
def chain(depth):
    if depth == 0:
        yield 0
    else:
        yield take(chain(depth - 1)) + 1


print(take(chain(50)))
try:
    take(chain(5000))
except RecursionError:
    print("RecursionError")

# Exceptions passing through next() inside try/except in the caller, with loops open.
def risky(n):
    for i in range(n):
        if i == 2:
            raise ValueError("at " + str(i))
        yield i


out = []
for j in range(3):
    r = risky(5)
    for _ in range(2):
        try:
            out.append(take(r))
        except ValueError as e:
            out.append(str(e))
    for k in range(2):
        try:
            out.append(take(r))
        except ValueError as e:
            out.append(str(e))
        except StopIteration:
            out.append("stop")
print(out)
