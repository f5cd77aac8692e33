import asyncio

# Asynchronous generator expressions: `(x async for x in agen())`, and generator
# expressions with `await` in them, which are asynchronous generators too, consumed
# with `async for`, `__anext__`, `asend`, `athrow` and `aclose`.


async def ticks(n):
    for i in range(n):
        yield i


async def slow(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i


async def double(x):
    await asyncio.sleep(0)
    return x * 2


async def failing(n):
    for i in range(n):
        yield i
    raise ValueError("failing after " + str(n))


class Numbers:
    def __aiter__(self):
        print("__aiter__")
        return NumbersIter()


class NumbersIter:
    def __init__(self):
        self.n = 0

    async def __anext__(self):
        self.n += 1
        if self.n > 3:
            raise StopAsyncIteration
        return self.n


def make(n):
    # An asynchronous generator expression in a plain function.
    return (x * 100 async for x in ticks(n))


def make_awaiting(xs):
    return (await double(x) for x in xs)


async def basics():
    g = (x * 10 async for x in ticks(3))
    print(type(g).__name__, g.__name__, g.__qualname__)
    out = []
    async for v in g:
        out.append(v)
    print(out)
    print([v async for v in (await double(x) for x in range(3))])
    print([v async for v in (x async for x in slow(3) if x != 1)])
    print([v async for v in (x + y async for x in ticks(3) for y in range(x))])
    print([v async for v in (x + y for x in range(3) async for y in ticks(x))])
    print([v async for v in (await double(y) async for x in ticks(3) async for y in ticks(x))])
    print([v async for v in make(3)], make(1).__qualname__)
    print([v async for v in make_awaiting([4, 5])])
    print([v async for v in (n async for n in Numbers())])
    nested = ([y async for y in ticks(x)] for x in range(4))
    print(type(nested).__name__, [v async for v in nested])
    plain = (x for x in range(3))
    print(type(plain).__name__, list(plain))
    scale = 3
    print([v async for v in (x * scale async for x in ticks(3))])
    print([f() async for f in (lambda: x async for x in ticks(3))])


async def protocol():
    g = (await double(x) async for x in ticks(5))
    print(await g.__anext__())
    print(await anext(g))
    print(await g.asend(None))
    await g.aclose()
    try:
        await anext(g)
    except StopAsyncIteration:
        print("closed")
    print(await anext((x async for x in ticks(0)), "default"))
    g = (x async for x in ticks(3))
    print(await anext(g))
    try:
        await g.athrow(KeyError("thrown"))
    except KeyError as e:
        print("KeyError:", e)
    print(await anext(g, "exhausted"))


async def errors():
    try:
        async for v in (x async for x in failing(2)):
            print("got", v)
    except ValueError as e:
        print("ValueError:", e)
    try:
        async for v in (10 // x for x in [2, 1, 0]):
            print("got", v)
    except TypeError as e:
        print("TypeError:", e)
    g = (await double(10 // x) for x in [2, 1, 0])
    try:
        async for v in g:
            print("got", v)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        (x async for x in 5)
    except TypeError as e:
        print("TypeError:", e)
    try:
        (x async for x in [1, 2])
    except TypeError as e:
        print("TypeError:", e)
    g = (x async for x in ticks(2) async for y in x)
    try:
        await anext(g)
    except TypeError as e:
        print("TypeError:", e)
    try:
        for v in (x async for x in ticks(2)):
            pass
    except TypeError as e:
        print("TypeError:", e)


async def early_exit():
    g = (x async for x in ticks(10))
    async for v in g:
        if v == 2:
            break
    print("after break", await anext(g))
    await g.aclose()
    gens = [(i * x async for x in ticks(3)) for i in range(1, 3)]
    print([[v async for v in gen] for gen in gens])
    results = await asyncio.gather(*[collect((x + i async for x in slow(2))) for i in range(3)])
    print(results)


async def collect(agen):
    return [v async for v in agen]


asyncio.run(basics())
asyncio.run(protocol())
asyncio.run(errors())
asyncio.run(early_exit())
