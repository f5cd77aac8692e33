# What a match binds and where: captures are stored only when the whole pattern matched
# (a failing case leaves earlier values), in the scope of the statement (globals at
# module level, locals in functions, cells for closures, the namespace of a class body).

x = "before"
match [1, 3]:
    case [x, 2]:
        print("wrong")
    case _:
        pass
print("x after a failed case:", x)

try:
    match [1, 3]:
        case [never_bound, 2]:
            pass
    print(never_bound)
except NameError as e:
    print("NameError:", e)

match [1, 3]:
    case [y, 3] if False:
        pass
print("a failed guard keeps the captures:", y)


def local_scope(v):
    match v:
        case [a, *rest]:
            pass
        case _:
            a, rest = None, None
    return a, rest


print(local_scope([1, 2, 3]), local_scope(5))


def unbound(v):
    match v:
        case [item]:
            pass
    return item


try:
    print(unbound([1]))
    unbound("no")
except UnboundLocalError as e:
    print("UnboundLocalError:", e)


def closure(v):
    match v:
        case [first, *others]:
            return lambda: (first, others)
    return None


print(closure([1, 2, 3])())


def counter():
    count = 0

    def bump(event):
        nonlocal count
        match event:
            case ("inc", n):
                count += n
            case ("set", count):
                pass
        return count

    return bump


b = counter()
print(b(("inc", 2)), b(("inc", 3)), b(("set", 100)), b(("inc", 1)))

result = None


def set_global(v):
    global result
    match v:
        case {"result": result}:
            return True
    return False


print(set_global({"result": 42}), result, set_global({}), result)


class Config:
    match {"debug": True, "level": 3}:
        case {"debug": debug, "level": int(level)}:
            verbose = debug and level > 2


print(Config.debug, Config.level, Config.verbose)

match (1, 2, 3):
    case (a, b, c) as whole:
        print("all bound:", a, b, c, whole)

values = []
for item in [[1, 2], [3], [4, 5]]:
    match item:
        case [p, q]:
            values.append(p * q)
        case [p]:
            values.append(p)
print(values, "p and q hold the last match:", p, q)

match {"k": [1, 2]}:
    case {"k": [*init, last]}:
        print("star capture is a list:", init, type(init).__name__, last)

match (1, 2):
    case (*all_of_it,):
        print("tuple star is a list too:", all_of_it)

match 5:
    case _:
        print("the wildcard binds nothing")
try:
    print(_)
except NameError:
    print("_ is still unbound")
