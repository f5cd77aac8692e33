# Loops over lists started, ended and left early (`break`, `return`, an exception), a
# list changed while a loop runs over it, `if test: continue` and `if test: break` as a
# single statement (with and without a block to leave on the way, and with `else`
# clauses on the loop), and `list.pop()` (compact bool lists, empty lists, subclasses).


class Box:
    def __init__(self, n):
        self.n = n

    @property
    def odd(self):
        return self.n % 2 == 1


def scan(items):
    out = []
    for b in items:
        if b.odd:
            continue
        out.append(b.n)
    return out


def first_big(items, limit):
    for x in items:
        if x > limit:
            return x
    return None


def grow_while_looping():
    items = [1, 2, 3]
    seen = []
    for x in items:
        seen.append(x)
        if x < 3:
            items.append(x + 10)
    return seen, items


def shrink_while_looping():
    items = [1, 2, 3, 4, 5, 6]
    seen = []
    for x in items:
        seen.append(x)
        items.pop()
    return seen, items


def loop_raises(items):
    total = 0
    try:
        for x in items:
            total += 10 // x
    except ZeroDivisionError:
        return "zero after", total
    return "done", total


def whiles(n):
    out = []
    i = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        if i > 10:
            break
        out.append(i)
    else:
        out.append("else")
    return out


def continue_in_try(items):
    out = []
    for x in items:
        try:
            if x % 2:
                continue
            out.append(x)
        finally:
            out.append(-x)
    return out


def break_in_nested(grid):
    out = []
    for row in grid:
        for x in row:
            if x < 0:
                break
            if x == 0:
                continue
            out.append(x)
        else:
            out.append("row done")
    return out


def conditions(items):
    out = []
    for x in items:
        if x and x != 4:
            continue
        if not x or x > 100:
            out.append(("falsy or big", x))
            continue
        out.append(x)
    return out


class Stack(list):
    def pop(self, *a):
        return ("sub", list.pop(self, *a))


def pops():
    out = []
    a = [1, "two", (3,), None]
    while a:
        out.append(a.pop())
    try:
        a.pop()
    except IndexError as e:
        out.append(str(e))
    flags = [True, False, True]
    out.append(flags.pop())
    out.append(flags.pop())
    out.append(flags)
    s = Stack([7, 8])
    out.append(s.pop())
    out.append(s.pop(0))
    out.append([5, 6, 7].pop(0))
    return out


def drain(a):
    # The same site pops until the list is empty: its error comes from the specialized
    # form once the site has warmed up.
    out = []
    while True:
        try:
            out.append(a.pop())
        except IndexError as e:
            out.append(str(e))
            break
    return out


print(drain(list(range(12))), drain([]), drain([True, False] * 3))
boxes = [Box(i) for i in range(10)]
for _ in range(3):
    print(scan(boxes))
    print(first_big([1, 5, 9, 12, 3], 8), first_big([], 0), first_big([1, 2], 5))
    print(grow_while_looping())
    print(shrink_while_looping())
    print(loop_raises([1, 2, 0, 5]), loop_raises([5, 2]))
    print(whiles(8), whiles(20))
    print(continue_in_try([1, 2, 3, 4]))
    print(break_in_nested([[1, 0, 2], [3, -1, 4], [], [0]]))
    print(conditions([0, 1, 4, 200, None, "", "s", 4]))
    print(pops())
it = iter([1, 2, 3, 4])
for x in it:
    if x == 2:
        break
print(list(it))
for x in (1, 2):
    pass
print(x)
