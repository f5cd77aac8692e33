# expect: 3: TypeError: 'async for' requires an object with __aiter__ method, got list
async def total(items):
    async for x in items:
        pass


total([1, 2]).send(None)
