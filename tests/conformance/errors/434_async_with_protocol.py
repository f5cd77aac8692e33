# expect: 8: TypeError: 'Plain' object does not support the asynchronous context manager protocol
class Plain:
    def __enter__(self):
        return self


async def main():
    async with Plain():
        pass


main().send(None)
