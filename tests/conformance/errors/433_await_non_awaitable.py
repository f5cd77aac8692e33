# expect: 7: TypeError: object int can't be used in 'await' expression
async def compute():
    return 2


async def main():
    return await compute() + await 5


main().send(None)
