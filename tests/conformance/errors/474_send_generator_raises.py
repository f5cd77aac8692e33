# expect: 7: ValueError: bad value -1
def checker():
    total = 0
    while True:
        v = yield total
        if v < 0:
            raise ValueError("bad value %d" % v)
        total += v


def feed(c, values):
    for v in values:
        print(c.send(v))


c = checker()
next(c)
feed(c, [1, 2, 3])
feed(c, [4, -1, 5])
