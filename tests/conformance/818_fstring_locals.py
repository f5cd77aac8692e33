# f-string parts that are plain locals (FORMAT_FAST): every kind of value, and the
# parts around them.


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        return f"${self.cents // 100}.{self.cents % 100:02d}{spec}"


class Named:
    def __str__(self):
        return "named"

    def __repr__(self):
        return "Named()"


class MyInt(int):
    pass


class MyStr(str):
    def __str__(self):
        return "mystr-str"


def show(a, b, c, d, e, f, g, h, i, j, k):
    print(f"{a}|{b}|{c}|{d}|{e}|{f}|{g}|{h}|{i}|{j}|{k}")
    print(f"{a}")
    print(f"<{b}>{c!r}{d:>5}{e}")


def loop():
    out = []
    for n in range(-3, 4):
        s = "x" * (n + 3)
        out.append(f"{n}:{s}")
    print(",".join(out))
    big = 10 ** 30
    neg = -(2 ** 63)
    print(f"{big} {neg} {big - 1}")


def unbound(flag):
    if flag:
        x = 1
    return f"value {x}"


def gen(items):
    for it in items:
        yield f"{it}-{it}"


show("s", 42, 3.5, True, None, Money(1234), Named(), MyInt(7), MyStr("ms"), (1, "a"), [2.0])
show("", 0, -0.0, False, b"by", 1e100, float("inf"), 2 ** 64, "é", {}, {1: "x"})
loop()
print(unbound(True))
try:
    unbound(False)
except UnboundLocalError as e:
    print("UnboundLocalError", e)
except NameError as e:
    print("NameError", e)
print(list(gen([1, "b", 2.5, None])))
