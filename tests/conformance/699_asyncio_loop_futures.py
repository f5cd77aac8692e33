# asyncio's loop and futures: callback order (call_soon, call_later), Future states and
# errors, task cancellation inside try/finally, shield, the queue variants, bounded
# semaphores, Runner, and the errors of running loops the wrong way.
import asyncio

log = []


def note(*args):
    log.append(args)


async def cancellable(name):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        note("cancelled", name)
        raise
    finally:
        note("finally", name)


async def main():
    loop = asyncio.get_running_loop()
    loop.call_soon(note, "soon", 1)
    # Far apart, so a loaded machine's delay between the two calls cannot swap them.
    loop.call_later(0.05, note, "later", 2)
    loop.call_later(0.001, note, "later", 1)
    h = loop.call_soon(note, "cancelled handle")
    h.cancel()
    loop.call_soon(note, "soon", 2)
    await asyncio.sleep(0.08)
    print(log)
    log.clear()

    f = loop.create_future()
    print(f.done(), f.cancelled(), repr(f))
    try:
        f.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    f.add_done_callback(lambda fut: note("done cb", fut.result()))
    f.set_result(42)
    print(repr(f), f.result(), f.exception())
    try:
        f.set_result(1)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", str(e).split(":")[0])
    await asyncio.sleep(0)
    print(log)
    g = loop.create_future()
    g.set_exception(ValueError("v"))
    print(type(g.exception()).__name__, repr(g))
    try:
        await g
    except ValueError as e:
        print("awaited exception:", e)
    c = loop.create_future()
    print(c.cancel("why"), c.cancel(), c.cancelled())
    try:
        c.result()
    except asyncio.CancelledError as e:
        print("CancelledError", e.args)
    try:
        loop.create_future().set_exception(StopIteration())
    except TypeError as e:
        print("TypeError:", e)

    t = asyncio.create_task(cancellable("t1"), name="worker-1")
    await asyncio.sleep(0)
    print(t.get_name(), t.done(), t.cancel(), t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        print("t1 cancelled:", t.cancelled())
    print(log)
    log.clear()

    inner = asyncio.create_task(asyncio.sleep(0.001, result="inner result"))
    shielded = asyncio.shield(inner)
    shielded.cancel()
    try:
        await shielded
    except asyncio.CancelledError:
        print("shield cancelled, inner:", inner.cancelled())
    print(await inner)

    pq = asyncio.PriorityQueue()
    for item in [(3, "c"), (1, "a"), (2, "b")]:
        pq.put_nowait(item)
    print([pq.get_nowait() for _ in range(3)])
    lq = asyncio.LifoQueue(maxsize=2)
    lq.put_nowait(1)
    lq.put_nowait(2)
    print(lq.full(), lq.qsize(), lq.maxsize)
    try:
        lq.put_nowait(3)
    except asyncio.QueueFull:
        print("QueueFull")
    print(lq.get_nowait(), lq.get_nowait(), lq.empty())
    try:
        lq.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    try:
        lq.task_done()
        lq.task_done()
        lq.task_done()
    except ValueError as e:
        print("ValueError:", e)

    bounded = asyncio.BoundedSemaphore(1)
    async with bounded:
        print("locked:", bounded.locked())
    try:
        bounded.release()
    except ValueError as e:
        print("ValueError:", e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError:", e)
    lock = asyncio.Lock()
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)

    bounded_q = asyncio.Queue(maxsize=1)

    async def producer():
        for i in range(4):
            await bounded_q.put(i)
            note("put", i)

    async def consumer():
        for _ in range(4):
            item = await bounded_q.get()
            note("got", item)

    await asyncio.gather(producer(), consumer())
    print(log)

    try:
        asyncio.run(asyncio.sleep(0))
    except RuntimeError as e:
        print("RuntimeError:", e)
    return "main done"


print(asyncio.run(main()))
try:
    asyncio.run(5)
except ValueError as e:
    print("ValueError:", e)
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print("RuntimeError:", e)
with asyncio.Runner() as runner:
    print(runner.run(asyncio.sleep(0, result="first")))
    print(runner.run(asyncio.sleep(0, result="second")))
loop = asyncio.new_event_loop()
print(loop.is_closed(), loop.run_until_complete(asyncio.sleep(0, "x")))
loop.close()
try:
    loop.run_until_complete(asyncio.sleep(0))
except RuntimeError as e:
    print("RuntimeError:", e)


async def never_finishes():
    try:
        await asyncio.sleep(100)
    finally:
        print("cleaned up at shutdown")


async def leaves_a_task():
    asyncio.create_task(never_finishes())
    await asyncio.sleep(0)
    return "left one running"


print(asyncio.run(leaves_a_task()))
print(asyncio.iscoroutine(leaves_a_task), asyncio.isfuture(asyncio.Future))
