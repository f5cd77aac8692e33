import asyncio
import sys

# `await` inside comprehensions (which makes a list, set or dict comprehension a
# coroutine of its own in CPython 3.11), exceptions leaving asynchronous
# comprehensions, comprehensions left early, and the SyntaxErrors of these constructs.


async def double(x):
    await asyncio.sleep(0)
    return x * 2


async def caller_name():
    return sys._getframe(1).f_code.co_name


async def ticks(n):
    for i in range(n):
        yield i
    print("ticks", n, "done")


async def failing(n):
    for i in range(n):
        yield i
    raise ValueError("failing after " + str(n))


async def check(x):
    await asyncio.sleep(0)
    if x < 0:
        raise KeyError(x)
    return x


async def awaits():
    print([await double(i) for i in range(4)])
    print({await double(i) for i in range(3)})
    print({i: await double(i) for i in range(3)})
    print({await double(i): i for i in range(3)})
    print([i for i in range(6) if await double(i) > 4])
    print([await double(await double(i)) for i in range(3)])
    print([j for i in range(3) for j in [await double(i)]])
    print([[await double(j) for j in range(i)] for i in range(3)])
    print([x for x in await double([1, 2])])
    print([await caller_name() for _ in range(1)])
    print({await caller_name() for _ in range(1)} == {"<setcomp>"})
    print({0: await caller_name() for _ in range(1)})
    print([await caller_name() async for _ in ticks(1)])
    print(await caller_name())
    base = 100
    print([await double(i) + base for i in range(2)])
    adders = [lambda y: await_result + y for await_result in [await double(1)]]
    print(adders[0](1))


async def errors():
    try:
        print([x async for x in failing(2)])
    except ValueError as e:
        print("ValueError:", e)
    try:
        print([await check(x) for x in [3, 2, -1, 0]])
    except KeyError as e:
        print("KeyError:", e)
    try:
        print({x: await check(-x) async for x in ticks(3)})
    except KeyError as e:
        print("KeyError:", e)
    try:
        print([1 / x async for x in ticks(3)])
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print([x async for x in [1, 2, 3]])
    except TypeError as e:
        print("TypeError:", e)
    try:
        print([x async for x in 5])
    except TypeError as e:
        print("TypeError:", e)
    try:
        print([x for x in 5 if await check(x)])
    except TypeError as e:
        print("TypeError:", e)
    try:
        print([y async for x in ticks(2) async for y in x])
    except TypeError as e:
        print("TypeError:", e)
    # A coroutine is no iterable for a comprehension's first clause.
    co = stopper()
    try:
        print([await double(x) for x in co])
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(list(x for x in co))
    except TypeError as e:
        print("TypeError:", e)
    try:
        await co
    except StopAsyncIteration:
        print("awaited after all")
    # A StopAsyncIteration of a plain coroutine is no end of the clause's loop.
    try:
        print([await stopper() for _ in range(2)])
    except StopAsyncIteration as e:
        print("StopAsyncIteration raised", type(e).__name__)


async def stopper():
    raise StopAsyncIteration


async def early_exit():
    # The clause's loop ends when the element raises: the generator stays suspended.
    source = ticks(5)
    try:
        print([10 // (2 - x) async for x in source])
    except ZeroDivisionError:
        print("stopped at 2")
    print(await source.__anext__())
    print([x async for x in source])
    # Later clauses start over for each item of the earlier ones.
    print([(x, y) async for x in ticks(2) async for y in ticks(2)])
    # A comprehension inside a loop that is left with break and continue.
    found = []
    for n in range(5):
        if n == 1:
            continue
        found.append([x async for x in ticks(n)])
        if len(found) == 2:
            break
    print(found)
    # Several comprehensions at once.
    print(await asyncio.gather(*[count_up(n) for n in range(3)]))


async def count_up(n):
    return [await double(i) async for i in ticks(n)]


asyncio.run(awaits())
asyncio.run(errors())
asyncio.run(early_exit())


def compile_error(src):
    try:
        exec(src)
    except SyntaxError as e:
        print("SyntaxError:", e.msg, e.lineno, e.offset)


compile_error("def f():\n    return [x async for x in y]\n")
compile_error("def f():\n    return [await x for x in y]\n")
compile_error("def f():\n    return {x: 1 async for x in y}\n")
compile_error("def f():\n    return [[x async for x in y] for z in w]\n")
compile_error("def f():\n    return [x for x in await y]\n")
compile_error("[x async for x in y]\n")
compile_error("{await x for x in y}\n")
compile_error("await x\n")
compile_error("async def f():\n    return lambda: [x async for x in y]\n")
compile_error("async def f():\n    class C:\n        z = [x async for x in y]\n")
compile_error("async def f():\n    class C:\n        z = await y\n")
compile_error("async def f():\n    return [(yield x) async for x in y]\n")
compile_error("async def f():\n    return {(yield x) async for x in y}\n")
compile_error("async def f():\n    return [x async for x in y if (x := 1)]\n")
exec("def f():\n    return ([x async for x in y] for z in w)\n")
exec("def f():\n    return (await x for x in y)\n")
print("compiled")
