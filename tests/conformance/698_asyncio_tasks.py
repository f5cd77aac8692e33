# asyncio: run, tasks, gather (with and without return_exceptions), Queue with workers,
# wait_for timeouts, Lock, Event, Semaphore, cancellation, wait and as_completed.
import asyncio

async def worker(name, q, out):
    while True:
        item = await q.get()
        await asyncio.sleep(0)
        out.append((name, item * item))
        q.task_done()

async def compute(x):
    # Timers 30 ms apart: as_completed's order below must not depend on the machine's load.
    await asyncio.sleep(0.03 * x)
    return x * 10

async def failing():
    await asyncio.sleep(0)
    raise ValueError("bad")

async def main():
    print(await compute(2))
    r = await asyncio.gather(compute(3), compute(1), compute(2))
    print(r)
    r = await asyncio.gather(compute(1), failing(), return_exceptions=True)
    print(r[0], type(r[1]).__name__, r[1])
    try:
        await asyncio.gather(compute(1), failing())
    except ValueError as e:
        print("gather raised", e)
    q = asyncio.Queue()
    out = []
    tasks = [asyncio.create_task(worker(f"w{i}", q, out)) for i in range(3)]
    for i in range(9):
        q.put_nowait(i)
    await q.join()
    for t in tasks:
        t.cancel()
    res = await asyncio.gather(*tasks, return_exceptions=True)
    print(sorted(x for _, x in out), [type(x).__name__ for x in res])
    try:
        await asyncio.wait_for(asyncio.sleep(1), timeout=0.01)
    except asyncio.TimeoutError:
        print("timeout")
    print(await asyncio.wait_for(compute(1), timeout=1))
    lock = asyncio.Lock()
    order = []
    async def locked(i):
        async with lock:
            order.append(i)
            await asyncio.sleep(0)
            order.append(-i)
    await asyncio.gather(*(locked(i) for i in range(1, 4)))
    print(order)
    ev = asyncio.Event()
    async def waiter():
        await ev.wait()
        return "woke"
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    print(t.done(), ev.is_set())
    ev.set()
    print(await t)
    sem = asyncio.Semaphore(2)
    active = 0
    peak = 0
    async def limited(i):
        nonlocal active, peak
        async with sem:
            active += 1
            peak = max(peak, active)
            await asyncio.sleep(0.001)
            active -= 1
        return i
    print(await asyncio.gather(*[limited(i) for i in range(6)]), peak)
    t = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled", t.cancelled())
    done, pending = await asyncio.wait([asyncio.create_task(compute(i)) for i in (1, 2)])
    print(sorted(f.result() for f in done), len(pending))
    results = []
    for coro in asyncio.as_completed([compute(3), compute(1), compute(2)]):
        results.append(await coro)
    print(results)
    print(asyncio.current_task().get_name().startswith("Task-"))
    return "end"

print(asyncio.run(main()))
try:
    asyncio.run(failing())
except ValueError as e:
    print("run raised", e)
loop = asyncio.new_event_loop()
print(loop.run_until_complete(compute(4)))
loop.close()
