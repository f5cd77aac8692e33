# f-string parts that are ints: an exact int's digits go straight into the joined
# string (FORMAT_PART, FORMAT_PART_FAST, BUILD_STRING); bools, int subclasses (their
# own __str__ / __format__), big ints, specs and conversions are formatted as before.


class Loud(int):
    def __str__(self):
        return "loud-str"

    def __format__(self, spec):
        return "loud-format[" + spec + "]"


class Quiet(int):
    pass


class OnlyStr(int):
    def __str__(self):
        return "only-str"


class OnlyRepr(int):
    def __repr__(self):
        return "only-repr"


class Color(int):
    """An IntEnum-like int: named members whose str is the name."""

    def __new__(cls, value, name):
        self = int.__new__(cls, value)
        self._name = name
        return self

    def __str__(self):
        return "Color." + self._name

    def __format__(self, spec):
        return format(str(self), spec)

    def __repr__(self):
        return "<Color." + self._name + ": " + str(int(self)) + ">"


RED = Color(1, "RED")


class Obj:
    def __str__(self):
        return "obj"


class Fmt:
    def __format__(self, spec):
        return "fmt(" + spec + ")"


EDGES = [
    0, 1, -1, 7, 9, 10, 11, 99, 100, 101, -9, -10, -99, -100, 999, 1000, 12345,
    2 ** 31 - 1, -(2 ** 31), 2 ** 32, 10 ** 15, 10 ** 18 - 1, 10 ** 18, 10 ** 18 + 1,
    2 ** 63 - 1, -(2 ** 63), -(2 ** 63) + 1, 2 ** 63, -(2 ** 63) - 1, 10 ** 19,
    10 ** 19 - 1, 2 ** 64, 10 ** 30, -(10 ** 30), 3 ** 100,
]


def locals_only(values):
    out = []
    for v in values:
        w = -v
        s = f"{v}|{w}"
        out.append(s)
        assert s == str(v) + "|" + str(w), s
    print(" ".join(out))


def expressions(values):
    for v in values:
        a = f"[{v + 0}]({v * 2}){v // 3}"
        b = f"{v - 1}{v + 1}"
        print(a, b, len(a), len(b), a.isascii(), hash(b) == hash(str(v - 1) + str(v + 1)))


def lengths():
    # Results around the inline length of a short string (24 bytes), made of ints.
    for n in range(0, 30, 3):
        i = 10 ** n
        s = f"{i}{i}"
        t = f"x{i}y{-i}z"
        print(len(s), len(t), s, t, s == str(i) * 2, {s: 1}.get(str(i) * 2))


def kinds():
    q, loud, only, rep, t, f = Quiet(42), Loud(5), OnlyStr(6), OnlyRepr(8), True, False
    print(f"{q} {loud} {only} {rep} {t} {f} {RED}")
    print(f"{Quiet(-3)} {Loud(5)} {OnlyStr(6)} {OnlyRepr(8)} {1 == 1} {1 > 2} {Color(2, 'GREEN')}")
    print(f"{q!r} {loud!r} {only!r} {rep!r} {t!r} {RED!r}")
    print(f"{q!s} {loud!s} {only!s} {rep!s} {t!s} {RED!s} {7!s} {-7!a}")
    print(f"{q:5} {loud:>3} {only:<4}| {t:3} {RED:>12} {7:03} {-7:+} {255:x}")
    print(f"{q + 1} {loud + 1} {t + t} {RED + 1} {int(RED)}")
    print(f"{1.5} {-0.0} {1e300} {None} {Obj()} {Fmt()} {[1, 2]} {(3,)} {'s'} {b'b'}")
    x, y, z = 1.25, None, Obj()
    print(f"{x}-{y}-{z}-{3}-{'é'}-{-3}")


def specs():
    w, p, v = 8, 3, 12
    print(f"[{v:{w}}] [{v:>{w}}] [{v:{w}d}] [{3.14159:{w}.{p}f}] [{v:0{w}}]")
    print(f"[{v:{'<'}{w}}] [{'ab':{'^'}{w}}] [{v:{p}}] [{v:{w}}{v}]")
    fill = "*"
    print(f"[{v:{fill}>{w}}] [{-v:{fill}<{w}}] [{v:{w}}{w}{v}]")


def debug_fields():
    n, big, t, q = 5, 10 ** 20, True, Quiet(9)
    print(f"{n=} {big=} {t=} {q=} {n + 1=} {n=:>4} {n=!s}")
    print(f"{n=}")


def single(v):
    s = f"{v}"
    return s, type(s).__name__, len(s)


def singles():
    for v in [0, -5, 2 ** 70, True, Quiet(3), Loud(4), RED, 2.5, "x"]:
        print(single(v), f"{v + 0 if type(v) is int else v}", f"{''}{v}"[:20])


def gen(values):
    for v in values:
        yield f"{v}:{v * v}"
        got = yield f"<{v}>"
        yield f"{got}+{v}"


def generators():
    g = gen([3, -4, 2 ** 65, False])
    out = []
    for s in g:
        if s.startswith("<"):
            out.append(s)
            out.append(g.send(len(s)))
        else:
            out.append(s)
    print(out)
    print([f"{i}.{i * i}" for i in range(-2, 3)])
    print(list(f"{i}{j}" for i in range(2) for j in (5, True, Quiet(7))))


def interleaved(v):
    # An int waits on the stack while later parts run code (calls, raises).
    def boom():
        raise KeyError("k")

    try:
        return f"{v} {v + 1} {boom()} {v}"
    except KeyError as e:
        return f"caught {e} {v}"


def yields_between():
    def g():
        n = 41
        s = f"{n} {(yield n)} {n + 1}"
        yield s

    it = g()
    first = next(it)
    print(first, it.send(99))


def big_limit():
    huge = 10 ** 5000
    for make in [lambda: f"{huge} tail", lambda: f"{huge}", lambda: f"a{-huge}b"]:
        try:
            print(len(make()))
        except ValueError as e:
            print("ValueError", e)
    print(len(f"{10 ** 4299} {10 ** 4299}"), len(f"{-(10 ** 4299)}x"))


def one_site():
    # One f-string site sees every kind in turn (warm, then changing types).
    values = [1, 2, 3, 4, 5, 6, 7, 8, -9, True, "s", Quiet(10), Loud(11), 2 ** 64, 12, 1.5,
              None, RED, 0, False, 13]
    out = []
    for v in values * 2:
        out.append(f"{v}/{v if v is not None else 0}")
    print(" ".join(out))


locals_only(EDGES)
one_site()
expressions([0, 1, -1, 99, 100, -101, 2 ** 62, 2 ** 63 - 1, -(2 ** 63), 2 ** 63, 10 ** 25])
lengths()
kinds()
specs()
debug_fields()
singles()
generators()
print(interleaved(5), interleaved(2 ** 63 - 1))
yields_between()
big_limit()
total = 0
for i in range(300):
    s = f"{i - 150}/{i * 7919 % 1000}/{-i * 12345678901}"
    total += len(s) + int(s.split("/")[2])
print(total)
