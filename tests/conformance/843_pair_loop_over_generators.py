# `for a, b in <generator>` inside a function (two plain locals: one step stores both
# halves): pairs, lists and strings of two, a non-iterable and a too-long item (CPython's
# errors), an error raised by the generator, a return inside the loop, a break, an empty
# generator's else clause, a generator's return value, nested pair loops.


def squares(n):
    for i in range(n):
        yield i, i * i
    return "done"


def mixed():
    yield 1, 2
    yield [3, 4]
    yield "xy"
    yield 5


def failing():
    yield 1, 2
    raise KeyError("k")


def too_long():
    yield 1, 2, 3


def sums(n):
    out = []
    for a, b in squares(n):
        out.append(a + b)
    return out


def show(gen):
    try:
        for a, b in gen:
            print(a, b)
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)


def first_over(limit):
    for a, b in squares(10):
        if b > limit:
            return a, b
    return None


def broken():
    seen = []
    for a, b in squares(10):
        if a == 3:
            break
        seen.append(b)
    return seen


def empty():
    for a, b in squares(0):
        print("never", a, b)
    else:
        print("else")


def nested():
    total = 0
    for a, b in squares(3):
        for c, d in squares(a + 1):
            total += a * c + b * d
    return total


def returned():
    g = squares(2)
    for a, b in g:
        pass
    try:
        next(g)
    except StopIteration as e:
        print("stopped", e.value)
    return a, b


print(sums(4))
show(mixed())
show(failing())
show(too_long())
print(first_over(20))
print(broken())
empty()
print(nested())
print(returned())
