# `async with` (entering, leaving normally, by return/break/continue, by an exception
# that __aexit__ suppresses or not, several items) and `async for` (else clause, break,
# continue, errors from __anext__), driven by hand without an event loop.


class Tick:
    def __await__(self):
        yield "tick"


class Manager:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    async def __aenter__(self):
        print("enter", self.name)
        await Tick()
        return self.name.upper()

    async def __aexit__(self, kind, exc, tb):
        await Tick()
        print("exit", self.name, kind.__name__ if kind else None, exc)
        return self.suppress


class Counter:
    def __init__(self, n, fail_at=None):
        self.i = 0
        self.n = n
        self.fail_at = fail_at

    def __aiter__(self):
        return self

    async def __anext__(self):
        await Tick()
        if self.i == self.fail_at:
            raise ValueError(f"failed at {self.i}")
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i


def run(coro):
    ticks = 0
    try:
        while True:
            coro.send(None)
            ticks += 1
    except StopIteration as e:
        return e.value, ticks


async def with_statements():
    async with Manager("a") as v:
        print("body", v)
    async with Manager("b", suppress=True):
        raise KeyError("suppressed")
    try:
        async with Manager("c"):
            raise KeyError("escapes")
    except KeyError as e:
        print("caught", e)
    async with Manager("d") as d, Manager("e") as e:
        print("both", d, e)
    for i in range(3):
        async with Manager(f"loop{i}"):
            if i == 0:
                continue
            if i == 1:
                break
    return "with done"


async def early_return():
    async with Manager("r"):
        return "returned"


async def for_statements():
    out = []
    async for x in Counter(4):
        if x == 2:
            continue
        out.append(x)
    else:
        out.append("else")
    async for x in Counter(5):
        if x == 3:
            break
        out.append(x * 10)
    else:
        out.append("not reached")
    try:
        async for x in Counter(5, fail_at=2):
            out.append(x * 100)
    except ValueError as e:
        out.append(str(e))
    async for a in Counter(2):
        async for b in Counter(2):
            out.append((a, b))
    total = 0
    async for x in Counter(3):
        async with Manager(f"in{x}"):
            total += x
    out.append(total)
    return out


class Wait:
    def __init__(self, v):
        self.v = v

    def __await__(self):
        yield "tick"
        return self.v


class PlainAnext:
    # `__anext__` is no coroutine function: it returns an awaitable object.
    def __init__(self):
        self.i = 0

    def __aiter__(self):
        return self

    def __anext__(self):
        self.i += 1
        if self.i > 3:
            raise StopAsyncIteration
        return Wait(self.i * 10)


async def collect_plain():
    out = []
    async for x in PlainAnext():
        out.append(x)
    return out


print(run(collect_plain()))
print(run(with_statements()))
print(run(early_return()))
print(run(for_statements()))


async def errors():
    for bad in [3, "s", Counter(1)]:
        try:
            async with bad:
                pass
        except TypeError as e:
            print("TypeError:", e)
    for bad in [3, [1, 2], Manager("m")]:
        try:
            async for x in bad:
                pass
        except TypeError as e:
            print("TypeError:", e)

    class NoAexit:
        async def __aenter__(self):
            return 1

    try:
        async with NoAexit():
            pass
    except TypeError as e:
        print("TypeError:", e)

    class PlainEnter:
        def __aenter__(self):
            return 1

        async def __aexit__(self, *a):
            pass

    try:
        async with PlainEnter():
            pass
    except TypeError as e:
        print("TypeError:", e)

    class PlainNext:
        def __aiter__(self):
            return self

        def __anext__(self):
            return 5

    try:
        async for x in PlainNext():
            pass
    except TypeError as e:
        print("TypeError:", e)

    class NoAnext:
        def __aiter__(self):
            return 5

    try:
        async for x in NoAnext():
            pass
    except TypeError as e:
        print("TypeError:", e)
    return "errors done"


print(run(errors()))
