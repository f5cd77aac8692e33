# Assignment expressions (:=): in conditions and loops, in comprehensions (binding in the
# function or module around them), at module level, in a function (a local), in a class
# body (its namespace), chained, and with the value kept as the expression's.
data = [3, 8, 1, 9, 4]

if (n := len(data)) > 3:
    print("long", n)

chunks = iter(range(10))
total = 0
while (item := next(chunks, None)) is not None:
    total += item
print(total, item)


def first_big(values, limit):
    for v in values:
        if (doubled := v * 2) > limit:
            return v, doubled
    return None, doubled


print(first_big(data, 15), first_big(data, 100))


def stats(values):
    squares = [y for x in values if (y := x * x) > 10]
    return squares, y


print(stats(data))
print([last := k for k in range(4)], last)
print({k: (m := k * 3) for k in range(3)}, m)


class Settings:
    size = (width := 4) * 2
    area = width * size


print(Settings.size, Settings.area, Settings.width)

a = (b := (c := 5) + 1) + 1
print(a, b, c)
print((x := 10), x + 1, [x := x + 1 for _ in range(3)], x)


def counter():
    count = 0

    def bump():
        nonlocal count
        return (count := count + 1)

    return bump


bump = counter()
print(bump(), bump(), bump())


def unbound_then_walrus():
    try:
        print(late)
    except UnboundLocalError as err:
        print(type(err).__name__, err)
    if (late := "now"):
        print(late)


unbound_then_walrus()
