# A `yield` used as a statement resumes without keeping what is sent in (vm-std's
# YIELD_DISCARD pushes nothing on resume): send/throw/close and tracebacks act as for a
# `yield` whose value is used, also when the generator is driven by list(), sum(),
# next() with a default, a for loop, or `yield from`, and the stack depth after the
# yield is right (values below it, in loops and try blocks, survive the round trips).
import traceback


def stmt_gen(log):
    log.append("start")
    yield 1
    log.append("after 1")
    yield 2
    log.append("after 2")


log = []
g = stmt_gen(log)
print(next(g), log)
print(g.send(["a"]), log)
try:
    g.send({"b": 1})
except StopIteration as e:
    print("stop", e.value, log)


def mixed():
    x = yield "first"
    print("got", x)
    yield "second"
    y = yield "third"
    print("got", y)
    return "done"


g = mixed()
print(next(g))
print(g.send(10))
print(g.send(20))
try:
    g.send(30)
except StopIteration as e:
    print("returned", e.value)


# A statement yield inside loops and try blocks.
def looped(n):
    for i in range(n):
        for j in range(2):
            try:
                yield (i, j)
            finally:
                pass
        if i == 1:
            yield "mid"


print(list(looped(3)))
print(sum(1 for _ in looped(4)))
print(next(looped(0), "empty"))
g = looped(3)
print([next(g) for _ in range(3)], g.send("ignored"), g.send(None))


# throw() at a statement yield: caught inside, and uncaught (traceback line).
def catching():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("caught", e)
            yield "recovered"


g = catching()
print(next(g))
print(g.throw(ValueError("boom")))
print(next(g))
print(g.throw(ValueError("again")))


def raising():
    yield 1
    yield 2


g = raising()
next(g)
try:
    g.throw(KeyError("k"))
except KeyError as e:
    summary = traceback.extract_tb(e.__traceback__)
    print("uncaught", repr(e), [(f.name, f.lineno, f.line) for f in summary])
print(next(g, "finished"))


# close() at a statement yield runs the finally block; GeneratorExit can be seen.
def closing():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("exit seen")
        raise
    finally:
        print("finally runs")


g = closing()
next(g)
g.close()
g = closing()
print(next(g), next(g))
g.close()


# `yield from` a generator whose yields are statements; send passes through.
def inner():
    yield "i1"
    yield "i2"
    return "inner result"


def outer():
    r = yield from inner()
    yield r


g = outer()
print(next(g), g.send("x"), g.send("y"))
print(list(outer()))


# A generator expression and a sink (list/tuple/sorted) over statement yields.
def squares(n):
    for i in range(n):
        yield i * i


print(list(squares(5)), tuple(squares(3)), sorted(squares(4), reverse=True))
print(max(squares(6)), min(x for x in squares(6) if x))


class Ctx:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, *exc):
        print("exit", exc[0])
        return False


# What a `with` block keeps on the stack stays below a statement yield inside it.
def below():
    with Ctx():
        yield "in with"
        with Ctx() as c:
            yield type(c).__name__
    total = 0
    for i in range(3):
        total += i
        yield total
        total *= 2
    print("total", total)


g = below()
print(next(g), g.send("s1"), g.send("s2"), g.send("s3"), g.send("s4"), next(g, "end"))


def with_values(items):
    acc = []
    for k, v in items:
        acc.append(k)
        yield f"{k}={v}"
        acc.append(v)
    yield acc


print(list(with_values({"x": 1, "y": 2}.items())))
