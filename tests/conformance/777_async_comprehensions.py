import asyncio

# Asynchronous list, set and dict comprehensions (`async for` clauses) inside
# `async def`, mixed with plain `for` and `if` clauses and nested in each other.

print("start")


async def ticks(n):
    for i in range(n):
        yield i


async def slow_ticks(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i
        await asyncio.sleep(0)


async def pairs(n):
    for i in range(n):
        yield i, i * i


class Countdown:
    """An asynchronous iterator written by hand: __aiter__ returns a fresh one."""

    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        print("aiter called")
        return CountdownIter(self.n)


class CountdownIter:
    def __init__(self, n):
        self.n = n

    async def __anext__(self):
        if self.n == 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


async def main():
    return [i async for i in ticks(3)]


async def kinds():
    print([i async for i in ticks(4)])
    print([i async for i in slow_ticks(4)])
    print({i % 3 async for i in ticks(7)})
    print({i: str(i) async for i in ticks(3)})
    print({k: v async for k, v in pairs(4)})
    print([x async for x in ticks(0)])
    print(sorted({x async for x in ticks(0)}), {x: x async for x in ticks(0)})
    print([x async for x in Countdown(3)])


async def mixed():
    print([i * 10 + j async for i in ticks(3) for j in range(i)])
    print([(i, j) for i in range(3) async for j in ticks(i)])
    print([i async for i in ticks(10) if i % 2 if i != 5])
    print([(a, b) async for a in ticks(3) if a async for b in slow_ticks(a) if b < 1])
    print({i: [j async for j in ticks(i)] async for i in ticks(4)})
    print([[j async for j in ticks(i)] for i in range(4)])
    print([[i + j for j in range(i)] async for i in ticks(4)])
    print([x async for x in ticks(3) for x in range(x, x + 2)])
    n = 4
    print([x + n async for x in ticks(n)])
    print([(x, y) async for (x, y) in pairs(3)])
    print([[a, *rest] async for a, *rest in pairs(2)])
    tens = 10
    print([lambda: x * tens async for x in ticks(3)][1]())
    print([f() for f in [lambda: x async for x in ticks(3)]])
    print([y async for x in ticks(5) if (y := x * x) > 3], y)
    print([len(s) async for s in slow_ticks(3) for s in [str(s) * s]])


async def iteration_variables():
    x = "outer"
    print([x async for x in ticks(2)], x)
    counts = {i: len([j async for j in ticks(i)]) async for i in ticks(3)}
    print(counts)
    d = {}
    print([d.setdefault(k, v) async for k, v in pairs(3)], d)


async def results():
    lists = [await main() for _ in range(2)]
    print(lists, lists[0] is lists[1])
    print(type([x async for x in ticks(1)]).__name__)
    print(type({x async for x in ticks(1)}).__name__)
    print(type({x: x async for x in ticks(1)}).__name__)
    print(await asyncio.gather(main(), main()))


print(asyncio.run(main()))
asyncio.run(kinds())
asyncio.run(mixed())
asyncio.run(iteration_variables())
asyncio.run(results())
