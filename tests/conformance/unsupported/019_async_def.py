# expect: 3:1
print("start")
async def fetch():
    return 1
