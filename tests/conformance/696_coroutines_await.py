# Coroutines driven by hand with send(): `await` of coroutines and of objects whose
# `__await__` is a generator, return values, exceptions through awaits, and the errors
# of misuse (awaiting twice, resuming a finished coroutine, awaiting a non-awaitable).


class Sleep:
    def __init__(self, n):
        self.n = n

    def __await__(self):
        got = yield ("sleep", self.n)
        return got


async def add(a, b):
    x = await Sleep(a)
    return a + b + x


async def main():
    total = 0
    for i in range(3):
        total += await add(i, 10)
    try:
        await add("a", 1)
    except TypeError as e:
        print("caught", e)
    return total


def run(coro, reply=100):
    steps = 0
    try:
        value = coro.send(None)
        while True:
            steps += 1
            value = coro.send(reply)
    except StopIteration as e:
        return e.value, steps


c = main()
print(type(c).__name__, c.__name__, c.__qualname__, c.cr_running)
print(run(c))
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    c.throw(ValueError)
except RuntimeError as e:
    print("RuntimeError:", e)


class Box:
    async def get(self, v):
        return [v, await Sleep(v)]


print(run(Box().get(7), reply="r"))
print(Box.get.__qualname__, Box().get(1).__qualname__.split(".")[0])


async def raiser():
    await Sleep(0)
    raise KeyError("k")


async def catcher():
    try:
        await raiser()
    except KeyError as e:
        return "caught " + repr(e)
    finally:
        print("finally ran")


print(run(catcher()))

# Errors of misuse.
async def awaits(x):
    return await x


for bad in [5, "s", [1], None]:
    co = awaits(bad)
    try:
        co.send(None)
    except TypeError as e:
        print("TypeError:", e)


class BadAwait:
    def __await__(self):
        return 5


class CoroAwait:
    def __await__(self):
        return awaits(1)


for bad in [BadAwait(), CoroAwait()]:
    co = awaits(bad)
    try:
        co.send(None)
    except TypeError as e:
        print("TypeError:", e)

inner = add(1, 2)


async def twice():
    return await inner


first = twice()
print(first.send(None))
second = twice()
try:
    second.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
first.close()
second.close()

co = add(1, 1)
try:
    for x in co:
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    next(co)
except TypeError as e:
    print("TypeError:", e)
try:
    iter(co)
except TypeError as e:
    print("TypeError:", e)
co.close()
print(co.send.__name__ if hasattr(co, "send") else "no send", hasattr(co, "__next__"))


async def stops():
    raise StopIteration(3)


co = stops()
try:
    co.send(None)
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)


def gen():
    yield from add(1, 2)


try:
    list(gen())
except TypeError as e:
    print("TypeError:", e)

co = add(2, 3)
print(co.send(None))
try:
    co.throw(ValueError("inside"))
except ValueError as e:
    print("thrown back out:", e)
print(repr(add(0, 0)).split(" at ")[0])

# Where `await` and its statements may not appear.
for source in ["def f():\n    await g()\n", "await g()\n",
               "def f():\n    async with x:\n        pass\n",
               "def f():\n    async for a in b:\n        pass\n",
               "async def f():\n    return lambda: await g()\n"]:
    try:
        exec(source)
    except SyntaxError as e:
        print("SyntaxError:", e.msg, e.lineno)
