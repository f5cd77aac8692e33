# expect: 23: ZeroDivisionError: division by zero
# A generator expression with `await` in it is an asynchronous generator: an error
# in it shows its frame (<genexpr>) between the loop that consumes it and the
# coroutine it awaited.


def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


async def main():
    values = (await inverse(x)
              for x in [4, 2, 0, 1])
    async for v in values:
        print(v)


async def inverse(x):
    return 1 / x


run(main())
