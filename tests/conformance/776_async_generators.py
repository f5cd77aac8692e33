import asyncio


async def ticks(n):
    for i in range(n):
        yield i
    print("ticks done")


async def sleepy(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * 10
        await asyncio.sleep(0)


class Res:
    async def __aenter__(self):
        print("enter")
        return self

    async def __aexit__(self, *a):
        print("exit", a[0])
        return False


async def guarded():
    try:
        async with Res():
            yield 1
            yield 2
    finally:
        print("finally ran")


async def echo():
    got = None
    while True:
        try:
            got = yield got
        except ValueError as e:
            got = "caught " + str(e)
        if got == "stop":
            return


async def nested(n):
    async for x in ticks(n):
        yield x + 100
    yield -1


async def main():
    out = []
    async for x in ticks(4):
        out.append(x)
    print(out)
    out = []
    async for x in sleepy(3):
        out.append(x)
    print(out)
    async for x in nested(2):
        print("nested", x)
    else:
        print("else ran")
    g = ticks(2)
    print(type(g).__name__, g.__name__, g.__qualname__, g.ag_running)
    print(repr(g).startswith("<async_generator object ticks at 0x"))
    print(g.__aiter__() is g, aiter(g) is g)
    a = g.__anext__()
    print(type(a).__name__, repr(a).startswith("<async_generator_asend object at"))
    print(await a)
    try:
        await a
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(await anext(g))
    try:
        await anext(g)
    except StopAsyncIteration:
        print("StopAsyncIteration")
    print(await anext(g, "dflt"))
    print(await anext(ticks(0), "empty"))

    e = echo()
    print(await e.asend(None))
    print(await e.asend("hi"))
    print(await e.athrow(ValueError("boom")))
    print(await e.athrow(ValueError, "two"))
    try:
        await e.asend("stop")
    except StopAsyncIteration:
        print("echo stopped")
    try:
        await e.asend("again")
    except StopAsyncIteration:
        print("still stopped")

    gg = guarded()
    print(await gg.__anext__())
    await gg.aclose()
    print("closed")
    await gg.aclose()
    print("closed twice")
    try:
        await gg.__anext__()
    except StopAsyncIteration:
        print("closed gen stops")

    gg = guarded()
    async for v in gg:
        print("got", v)
        break
    await gg.aclose()

    # athrow that the generator does not catch
    t = ticks(3)
    await t.__anext__()
    try:
        await t.athrow(KeyError("k"))
    except KeyError as e:
        print("KeyError", e)
    try:
        await t.__anext__()
    except StopAsyncIteration:
        print("after athrow: stopped")

    # aclose on a generator that was never started
    await ticks(3).aclose()
    print("unstarted closed")

    # ignoring GeneratorExit
    async def stubborn():
        try:
            yield 1
        except GeneratorExit:
            yield 2

    s = stubborn()
    await s.__anext__()
    try:
        await s.aclose()
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        await s.__anext__()
    except StopAsyncIteration:
        print("stubborn ended")

    # StopIteration / StopAsyncIteration raised inside become RuntimeError
    async def bad1():
        yield 1
        raise StopIteration

    async def bad2():
        yield 1
        raise StopAsyncIteration

    for f in (bad1, bad2):
        b = f()
        await b.__anext__()
        try:
            await b.__anext__()
        except RuntimeError as e:
            print("RuntimeError:", e, type(e.__cause__).__name__)

    # driving the awaitables by hand
    h = ticks(2)
    x = h.asend(None)
    try:
        x.send(None)
    except StopIteration as e:
        print("StopIteration", e.value)
    try:
        x.send(None)
    except RuntimeError as e:
        print("RuntimeError:", e)
    th = h.athrow(ValueError("v"))
    try:
        th.send(None)
    except ValueError as e:
        print("ValueError", e)
    try:
        th.send(None)
    except RuntimeError as e:
        print("RuntimeError:", e)

    # two anext() at once on a generator suspended in an await
    async def slow():
        await asyncio.sleep(0)
        yield 1

    sl = slow()
    first = sl.__anext__()
    first.send(None)
    try:
        await sl.__anext__()
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        first.send(None)
    except StopIteration as e:
        print("first done", e.value)

    # non-None first send
    try:
        await ticks(1).asend(5)
    except TypeError as e:
        print("TypeError:", e)

    # gather over generators
    async def collect(n):
        r = []
        async for v in sleepy(n):
            r.append(v)
        return r

    print(await asyncio.gather(collect(2), collect(3)))


asyncio.run(main())


for src in [
    "async def f():\n    yield 1\n    return 2\n",
    "async def f():\n    yield from [1]\n",
    "async def f():\n    return 5\n    yield\n",
]:
    try:
        exec(src)
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
