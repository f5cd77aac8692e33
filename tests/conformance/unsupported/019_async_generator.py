# expect: 3:1
print("start")
async def ticks(n):
    for i in range(n):
        yield i
