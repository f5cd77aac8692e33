# Value patterns (dotted names, compared with ==: module constants, class attributes,
# nested attributes) and OR patterns whose alternatives bind the same names in other
# orders or through other kinds of patterns.
import math
import sys


class Status:
    OK = 200
    NOT_FOUND = 404
    TEAPOT = 418

    class Redirect:
        MOVED = 301
        FOUND = 302


def describe(code):
    match code:
        case Status.OK:
            return "ok"
        case Status.Redirect.MOVED | Status.Redirect.FOUND:
            return "redirect"
        case Status.NOT_FOUND:
            return "not found"
        case math.pi:
            return "pi?"
        case sys.maxsize:
            return "max size"
        case _:
            return f"unknown {code}"


for c in [200, 200.0, 301, 302, 404, 418, math.pi, sys.maxsize, True]:
    print(c, describe(c))


class Config:
    mode = "fast"


def pick(value):
    match value:
        case Config.mode:
            return "the configured mode"
    return "another mode"


print(pick("fast"), pick("slow"))
Config.mode = "slow"
print("value patterns are read each time:", pick("fast"), pick("slow"))

for s in [(1, "x"), ("y", 2), {"a": 3, "b": 4}, [5, 6], "neither"]:
    match s:
        case (int(a), str(b)) | (str(b), int(a)) | {"b": b, "a": a}:
            print("a =", a, "b =", b)
        case [a, b] | (b, a):
            print("list", a, b)
        case _:
            print("no match for", repr(s))

for v in [1, 2, 5, 9]:
    match v:
        case ((1 | 2) as x) | (5 as x):
            print("x is", x)
        case x:
            print("fallback x is", x)

match ("get", "/index.html"):
    case ("get" | "head") as method, ("/" | "/index.html") as path:
        print(method, path)

match [1, 2, 3]:
    case [1, 2, 4] | [1, 2, 3] | [1, 2, 5]:
        print("second alternative")

match {"k": "v"}:
    case {"x": _} | {"k": "v"}:
        print("mapping alternatives")

seq = []
for n in range(12):
    match n % 6, n // 6:
        case (0, 0) | (5, 1):
            seq.append("edge")
        case (k, 0) | (0, k):
            seq.append(k)
        case (k, j):
            seq.append(k * 10 + j)
print(seq)
