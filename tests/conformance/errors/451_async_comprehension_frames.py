# expect: 7: KeyError: 2
# An asynchronous comprehension runs as a coroutine of its own (<dictcomp>): a
# traceback through it shows its frame, at the line where the comprehension begins.
async def ticks(n):
    for i in range(n):
        yield i
    raise KeyError(n)


def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


async def main():
    print(await half([1, 2]))
    return {x: -x
            async for x in ticks(2)}


async def half(items):
    return [await twice(x) / 2 for x in items]


async def twice(x):
    return x * 2


run(main())
