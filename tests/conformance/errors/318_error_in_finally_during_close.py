# expect: 11: KeyError: 'handle 3'
# close() of a suspended generator runs its finally block, which raises: the new error
# comes out of close(), with the GeneratorExit it interrupted as its context.
def reader(handle):
    try:
        while True:
            yield "record from %d" % handle
    finally:
        print("closing handle", handle)
        if handle == 3:
            raise KeyError("handle %d" % handle)


for h in [1, 2, 3]:
    r = reader(h)
    print(next(r))
    r.close()
