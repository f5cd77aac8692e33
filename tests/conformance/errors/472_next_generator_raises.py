# expect: 6: ZeroDivisionError: integer division or modulo by zero
def gen(n):
    i = 0
    while True:
        if i == n:
            yield 1 // 0
        yield i
        i += 1


def take(it):
    return next(it)


g = gen(40)
total = 0
while True:
    total += take(g)
