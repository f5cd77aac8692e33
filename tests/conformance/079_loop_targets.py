# Loops whose target is a local: the item goes straight into the local (FOR_ITER_FAST)
# for ranges, lists, tuples, strings, dicts, sets and other iterables; break, continue,
# nesting, a target rebound inside the body, lists that grow while they are walked, and
# the target's value after the loop (errors/026 has one an empty loop leaves unbound).


def walk(xs):
    out = []
    for x in xs:
        out.append(x)
    return out


def last_of(xs):
    x = "none"
    for x in xs:
        pass
    return x


def stops(n):
    found = []
    for i in range(n):
        if i % 3 == 0:
            continue
        if i > 10:
            break
        for j in range(i, 0, -2):
            found.append((i, j))
    return found


def rebinds():
    total = 0
    for i in range(5):
        i = i * 10
        total += i
    return total, i


def grows():
    xs = [1, 2, 3]
    seen = []
    for x in xs:
        seen.append(x)
        if x < 4:
            xs.append(x + 3)
    return seen


print(walk(range(4)), walk(range(10, 0, -3)), walk([]), walk([None, 1.5, "x"]))
print(walk((1, (2, 3))), walk("héllo"), walk({"b": 1, "a": 2}), walk({3}))
print(walk({"k": 1}.items()), walk(reversed([1, 2, 3])), walk(enumerate("ab")))
print(last_of(range(3)), last_of([]), last_of("xyz"), last_of(range(2 ** 62, 2 ** 62 + 2)))
print(stops(20))
print(rebinds(), grows())
