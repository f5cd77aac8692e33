# Compare-and-branch in every form: operands on the stack, in locals and constants; every
# comparison jumping on true and on false (if, if not, while); ints, floats with NaN and
# infinities, strings, big ints and mixed types through the same sites.

nan = float("nan")
inf = float("inf")


def branches(a, b):
    out = []
    if a < b:
        out.append("<")
    if a <= b:
        out.append("<=")
    if a == b:
        out.append("==")
    if a != b:
        out.append("!=")
    if a > b:
        out.append(">")
    if a >= b:
        out.append(">=")
    if not a < b:
        out.append("!<")
    if not a <= b:
        out.append("!<=")
    if not a == b:
        out.append("!==")
    if not a != b:
        out.append("!!=")
    if not a > b:
        out.append("!>")
    if not a >= b:
        out.append("!>=")
    return " ".join(out)


def with_consts(a):
    out = []
    if a < 2:
        out.append("<2")
    if a >= 2:
        out.append(">=2")
    if a == 3:
        out.append("==3")
    if a != 3:
        out.append("!=3")
    if not a > 2.5:
        out.append("!>2.5")
    return " ".join(out)


def str_consts(a):
    out = []
    if a == "x":
        out.append("=='x'")
    if a != "x":
        out.append("!='x'")
    if not a == "":
        out.append("!==''")
    return " ".join(out)


def stack_left(a, b):
    out = []
    if a + 1 < b:
        out.append("a+1<b")
    if a * 2 >= b:
        out.append("2a>=b")
    if a - 1 == 3:
        out.append("a-1==3")
    if -a != b:
        out.append("-a!=b")
    if len([a, b]) > a:
        out.append("len>a")
    return " ".join(out)


def count_while(a, b):
    n = 0
    while a < b:
        a += 1
        n += 1
    while not a <= 0:
        a -= 3
        n += 1
    return n


values = [0, 1, 2, 3, -1, 2.5, 3.0, nan, inf, -inf, 2**70, -(2**70), True, False]
for x in values:
    for y in values:
        print(x, y, branches(x, y))
for s in ["", "a", "b", "ab", "x", "é", "€"]:
    for t in ["", "a", "ab", "b", "x", "é"]:
        print(repr(s), repr(t), branches(s, t))
for x in values:
    print(x, with_consts(x), str_consts(x))
for x in ["x", "y", "", 1]:
    print(x, str_consts(x))
for k in range(-3, 8):
    print(k, stack_left(k, 5), stack_left(k * 0.5, 2.0), count_while(k, 6), count_while(k * 1.0, 6))
print(branches([1, 2], [1, 3]), branches((1, 2), (1, 2)))


def member(x, c):
    out = []
    if x in c:
        out.append("in")
    if x not in c:
        out.append("not in")
    if not x in c:
        out.append("!in")
    n = 0
    while x not in c and n < 3:
        n += 1
    out.append(str(n))
    return " ".join(out)


containers = [{1, 2, "a"}, {1: 0, "a": 0, 2.0: 0}, [1, "a"], (2, "b"), "abc", range(3)]
for k in range(3):
    for c in containers:
        for x in [1, 2, "a", "b", 2.0, True]:
            if not isinstance(c, (str,)) or isinstance(x, str):
                print(k, x, member(x, c))
