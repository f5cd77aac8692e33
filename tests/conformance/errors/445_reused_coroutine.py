# expect: 11: RuntimeError: cannot reuse already awaited coroutine
async def answer():
    return 42


coro = answer()
try:
    coro.send(None)
except StopIteration as e:
    print("first:", e.value)
coro.send(None)
