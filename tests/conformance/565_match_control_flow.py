# `match` in functions, loops (break and continue in case blocks), generators, nested
# matches, try/with inside cases, and a subject evaluated exactly once.


def gen(items):
    for item in items:
        match item:
            case ("add", a, b):
                yield a + b
            case ("neg", a):
                yield -a
            case ("skip", *_):
                continue
            case ("stop",):
                break
            case ("many", *values):
                yield from values
            case _:
                yield None
    yield "done"


print(list(gen([("add", 1, 2), ("neg", 5), ("skip", 1, 2, 3), "junk", ("many", 7, 8),
                ("stop",), ("add", 9, 9)])))


def echo():
    total = 0
    while True:
        msg = yield total
        match msg:
            case int(n):
                total += n
            case "reset":
                total = 0
            case None:
                return total


g = echo()
next(g)
print(g.send(5), g.send(6), g.send("reset"), g.send(2))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)

calls = []


def subject():
    calls.append(1)
    return [1, 2, 3]


match subject():
    case [1]:
        print("no")
    case [1, 2]:
        print("no")
    case [1, 2, 3]:
        print("subject evaluated", len(calls), "time")


def nested(x):
    match x:
        case [a, b]:
            match a:
                case int():
                    return f"int pair {a} {b}"
                case str():
                    match b:
                        case 0:
                            return "str and zero"
                    return f"str pair {a} {b}"
        case _:
            pass
    return "none"


print(nested([1, 2]), nested(["a", 2]), nested(["a", 0]), nested([1.5, 2]), nested(3))

total = 0
for i in range(20):
    match i % 4:
        case 0:
            total += i
        case 1 if i > 10:
            break
        case 2:
            continue
        case _:
            total -= 1
else:
    print("not reached")
print("loop", total, i)

n = 0
while True:
    n += 1
    match n:
        case 1 | 2:
            continue
        case 5:
            break
    print("while at", n)


def safe_div(pair):
    match pair:
        case (a, b):
            try:
                return a / b
            except ZeroDivisionError:
                return "division by zero"
            finally:
                print("  finally for", pair)
    return "bad input"


print(safe_div((1, 2)), safe_div((1, 0)), safe_div("x"))


class Manager:
    def __enter__(self):
        print("  enter")
        return self

    def __exit__(self, *exc):
        print("  exit")
        return False


def with_case(x):
    match x:
        case [v]:
            with Manager():
                return v * 2
    return None


print(with_case([21]), with_case([]))


def fall_through(x):
    match x:
        case 1:
            result = "one"
        case 2:
            result = "two"
    return locals().get("result", "no case matched")


print(fall_through(1), fall_through(2), fall_through(3))

results = [r for r in (nested([i, i]) for i in range(2))]
print(results)


def returns_in_cases(x):
    match x:
        case []:
            return "empty"
        case [_, *_]:
            return "non-empty"
    raise ValueError(x)


try:
    print(returns_in_cases([]), returns_in_cases([0]))
    returns_in_cases(5)
except ValueError as e:
    print("no case matched", e)
