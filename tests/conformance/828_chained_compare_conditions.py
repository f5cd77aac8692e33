# Chained comparisons as conditions (`if`, `while`, `not`, `and`/`or`, conditional
# expressions) whose inner operands are locals or constants: each comparison runs once,
# left to right, stops at the first false one, and its result is tested for truth once.
class Logged:
    def __init__(self, v, log):
        self.v = v
        self.log = log

    def __lt__(self, o):
        self.log.append(("lt", self.v, o.v))
        return self.v < o.v

    def __le__(self, o):
        self.log.append(("le", self.v, o.v))
        return self.v <= o.v


class Truth:
    def __init__(self, r, log):
        self.r = r
        self.log = log

    def __bool__(self):
        self.log.append(("bool", self.r))
        return self.r


class Odd:
    def __init__(self, log):
        self.log = log

    def __lt__(self, o):
        self.log.append("odd lt")
        return Truth(True, self.log)

    def __gt__(self, o):
        self.log.append("odd gt")
        return Truth(False, self.log)


def ranges():
    for lo, t, hi in [(0, 1, 2), (1, 1, 2), (0, 2, 2), (3, 2, 1), (0.5, 0.7, 1.0), (-1, 0.0, True)]:
        if lo < t < hi:
            print("in", lo, t, hi)
        else:
            print("out", lo, t, hi)
        if not lo <= t <= hi:
            print("  not within")
        print("  value", lo <= t <= hi, lo < t != hi, t == t == t)
        print("  ifexp", "yes" if lo < t < hi else "no", "and" if 0 <= t < 5 and lo < hi else "-")
        n = 0
        while lo <= t < hi:
            lo += 1
            n += 1
        print("  while", n)


def logged():
    log = []
    a, b, c, d = Logged(1, log), Logged(2, log), Logged(3, log), Logged(0, log)
    if a < b < c:
        print("a<b<c", log)
    log.clear()
    if a < b < d < c:
        print("wrong")
    print("stops", log)
    log.clear()
    if not (c <= b <= a):
        print("not", log)
    log.clear()
    x = Odd(log)
    if x < x < x:
        print("odd true", log)
    log.clear()
    if x < x > x:
        print("wrong")
    else:
        print("odd false", log)
    log.clear()
    if x > x < x:
        print("wrong")
    print("odd first", log)


def operands():
    k = 2
    if 1 < k < 3 < k + 2:
        print("k chain")
    if 1 < 2 < 3 < 4 > 2:
        print("constant chain")
    if (k := 5) < k + 1 < 7:
        print("walrus", k)
    if 0 < k in [5, 6] not in [[1]]:
        print("in chain")
    if 0 < k is k is not None:
        print("is chain")
    try:
        if 0 < k < "x":
            print("no")
    except TypeError as e:
        print("TypeError", e)
    n = 0

    def bump():
        nonlocal n
        n += 1
        return n

    # `n` is a cell: read once, before `bump()` changes it.
    if -1 < n < bump() < 5:
        print("cell", n)
    items = [3]

    def grow():
        items.append(4)
        return 10

    if 0 < len(items) < grow():
        print("call middle", items)


def loops():
    hits = 0
    t = 0.25
    for i in range(50):
        lo = i / 50
        if 0.0 < lo < t:
            hits += 1
        if lo <= t <= 0.5:
            hits += 100
    print("hits", hits)


ranges()
logged()
operands()
loops()
