# expect: 7:15
print("start")
async def ticks(n):
    for i in range(n):
        yield i
async def main():
    return [i async for i in ticks(3)]
