# Generator finalization: a generator with try/finally abandoned by `break` out of a
# `for` loop over it runs its finally right away (before the code after the loop), also
# after a finally in the loop body, after `continue`, in nested loops, and when generators
# loop over generators and break out themselves (a consumer's break closes the outer one,
# which catches GeneratorExit and breaks out of its own loop); `except GeneratorExit`;
# finally around each yield; generators run to completion or closed explicitly run their
# finally blocks in order, and close() afterwards (or before starting) is a no-op.

log = []


def counting(name, n):
    try:
        for i in range(n):
            log.append(name + " yields " + str(i))
            yield i
    finally:
        log.append(name + " finally")


# broken out of: finally runs before the statement after the loop
for x in counting("a", 5):
    if x == 2:
        break
log.append("after loop a")
print(log)
log.clear()

# run to completion: finally runs when the loop ends, before the else clause
for x in counting("b", 2):
    log.append("body " + str(x))
else:
    log.append("else b")
log.append("after loop b")
print(log)
log.clear()

# list() to completion
print(list(counting("c", 3)))
print(log)
log.clear()


# nested: the outer generator loops over an inner one and breaks out of that loop itself
# when its consumer closes it (GeneratorExit caught at the yield), so both finally blocks
# run, inner first, before the code after the consumer's loop
def doubled(name, n):
    try:
        for v in counting(name + ".inner", n):
            try:
                yield v * 2
            except GeneratorExit:
                log.append(name + " closing")
                break
    finally:
        log.append(name + " outer finally")


for x in doubled("d", 10):
    log.append("got " + str(x))
    if x >= 4:
        break
log.append("after loop d")
print(log)
log.clear()


# nested: the outer generator breaks out of its loop over the inner one on its own, then
# keeps yielding; the consumer breaks out later
def first_two_then(name):
    try:
        for v in counting(name + ".inner", 10):
            if v == 2:
                break
            yield v
        log.append(name + " inner loop left")
        yield "tail1"
        yield "tail2"
    finally:
        log.append(name + " outer finally")


for x in first_two_then("k"):
    log.append("got " + str(x))
    if x == "tail1":
        break
log.append("after loop k")
print(log)
log.clear()


# three levels, each breaking out of its loop over the level below (created in the for
# statement itself) when its consumer stops early
def level(name, make_source):
    try:
        for v in make_source():
            try:
                yield v
            except GeneratorExit:
                log.append(name + " closing")
                break
    finally:
        log.append(name + " finally")


for x in level("top", lambda: level("mid", lambda: counting("bottom", 5))):
    log.append("got " + str(x))
    if x == 1:
        break
log.append("after three levels")
print(log)
log.clear()


# nested to completion
for x in doubled("e", 2):
    log.append("got " + str(x))
log.append("after loop e")
print(log)
log.clear()


# GeneratorExit can be caught and observed; finally still runs afterwards
def watcher():
    try:
        try:
            yield "first"
            yield "second"
        except GeneratorExit:
            log.append("watcher saw GeneratorExit")
            raise
    finally:
        log.append("watcher finally")


for w in watcher():
    log.append("body " + w)
    break
log.append("after watcher")
print(log)
log.clear()


# a finally inside the loop body of the generator, around each yield
def per_item(items):
    for it in items:
        try:
            yield it
        finally:
            log.append("done with " + it)
    log.append("per_item exhausted")


for it in per_item(["p", "q", "r"]):
    log.append("use " + it)
    if it == "q":
        break
log.append("after per_item")
print(log)
log.clear()

for it in per_item(["s", "t"]):
    log.append("use " + it)
print(log)
log.clear()


# break out of an inner for loop inside an outer for loop; each inner generator is closed
# at its own break, before the next outer iteration
for row in range(3):
    for x in counting("row" + str(row), 4):
        if x == row:
            break
    log.append("end row " + str(row))
print(log)
log.clear()


# break inside a for loop that is inside a try/finally of the caller
def caller():
    try:
        for x in counting("f", 3):
            if x == 1:
                break
        log.append("caller after loop")
    finally:
        log.append("caller finally")
    return "caller done"


print(caller())
print(log)
log.clear()


# return out of a for loop is not a break: only break is relied on here, the generator
# is then exhausted through next() with a default
def manual():
    g = counting("m", 2)
    values = [next(g, None), next(g, None), next(g, None)]
    log.append("manual values " + str(values))
    return values


print(manual())
print(log)
log.clear()


# close() on a finished or unstarted generator does nothing
g = counting("n", 1)
g.close()
print(log, list(g))
g = counting("o", 1)
print(list(g))
g.close()
print(log)
log.clear()


# explicit close() of a suspended generator runs its finally
g = counting("q", 3)
print(next(g))
g.close()
log.append("closed q")
print(log, list(g))
log.clear()


# finally that yields values while the generator runs to completion
def with_cleanup_value():
    try:
        yield 1
        yield 2
    finally:
        log.append("cleanup")
    yield "after finally"


print(list(with_cleanup_value()))
print(log)
log.clear()


# finally runs on the way out of an exception raised inside the generator
def failing():
    try:
        yield 1
        raise ValueError("inside")
    finally:
        log.append("failing finally")


try:
    for v in failing():
        log.append("got " + str(v))
except ValueError as e:
    log.append("caught " + str(e))
print(log)
log.clear()


# break inside a try/finally of the loop body: the body's finally runs first, then the
# generator's
for x in counting("t", 3):
    try:
        break
    finally:
        log.append("body finally")
log.append("after t")
print(log)
log.clear()

# continue does not close the generator; the later break does
for x in counting("u", 5):
    if x < 2:
        continue
    break
log.append("after u")
print(log)
log.clear()

# break out of nested loops one level at a time, inside a while loop
while True:
    for x in counting("v", 3):
        for y in counting("w", 3):
            break
        break
    break
log.append("after v")
print(log)
log.clear()
