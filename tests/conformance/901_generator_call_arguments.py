# next(g), next(g, default) and g.send(v) run the generator's frame above the call's
# operands and release the argument slots without dropping them (the values were taken):
# the values sent in, the defaults and the generators must all still arrive intact, be
# the call's value when they should, and leave nothing behind on the operand stack.


def echo():
    got = []
    while True:
        v = yield len(got)
        got.append(v)
        if v == "stop":
            return got


def pairs(n):
    for i in range(n):
        yield [i, str(i) * 2]


def main():
    g = echo()
    print(next(g))
    for v in ["a" * 3, [1, 2], (3, "x"), {"k": 4}, None, 5.5]:
        print(g.send(v), v)
    try:
        g.send("stop")
    except StopIteration as e:
        print("returned", e.value)
    print(next(g, ["default", 1]))
    print(next(g, "d" + "e"))
    try:
        g.send(1)
    except StopIteration as e:
        print("ended", e.value)

    p = pairs(3)
    out = []
    while True:
        item = next(p, ["end"])
        out.append(item)
        if item == ["end"]:
            break
    print(out)

    # The call's value sits in the middle of an expression: the operands below it must
    # be untouched by the released argument slots.
    h = pairs(4)
    print([1, next(h), 2, next(h, "x"), 3, next(h)[1] + "!", next(h, None)[0], next(h, "gone")])

    s = echo()
    next(s)
    acc = [s.send(str(i)) + i for i in range(5)]
    print(acc)
    print((lambda a, b: (a, b))(s.send([9]), s.send("z" * 2)))

    # Many round trips: a leak or a slot off by one would show in the values.
    c = echo()
    next(c)
    total = 0
    for i in range(2000):
        total += c.send(i)
    print(total)
    try:
        c.send("stop")
    except StopIteration as e:
        print(len(e.value), e.value[:3], e.value[-2:])


main()
