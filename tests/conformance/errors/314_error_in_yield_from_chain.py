# expect: 6: ValueError: level 0 refuses
# An exception raised at the bottom of a chain of generators delegating with yield from:
# every delegating frame appears in the traceback, at its yield from line.
def level(n):
    if n == 0:
        raise ValueError("level 0 refuses")
    yield "level %d" % n
    yield from level(n - 1)


total = []
for item in level(3):
    print(item)
    total.append(item)
