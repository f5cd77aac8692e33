# OR patterns, AS patterns and guards: alternatives tried in order, captures bound by
# whichever alternative matched, guards evaluated after the captures are bound.


def classify(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["go", _]:
            return "unknown direction"
        case ["pick", "up", item] | ["take", item]:
            return f"taking {item}"
        case ["drop", *items] if items:
            return f"dropping {' and '.join(items)}"
        case ["drop"]:
            return "drop what?"
        case ["quit" | "exit" | "bye"]:
            return "bye"
        case [("look" | "l") as verb, *rest]:
            return f"{verb} at {rest or 'the room'}"
        case _:
            return f"unknown command {cmd!r}"


for c in ["go north", "go up", "pick up lamp", "take sword", "drop a b", "drop", "exit",
          "bye", "look", "l around", "dance"]:
    print(classify(c))

seen = []


def check(value):
    seen.append(value)
    return value > 2


for v in [1, 5, (3, 4), (0, 9), [1, 2, 3]]:
    match v:
        case int(n) if check(n):
            print("int over 2:", n)
        case int(n):
            print("small int:", n)
        case (a, b) if check(a) or check(b):
            print("pair with a big one:", a, b)
        case (a, b) | [a, b, _]:
            print("pair-ish:", a, b)
print("guard saw", seen)

match [1, (2, 3)]:
    case [1, (2, x) | (x, 3)]:
        print("first alternative wins:", x)

match [5, (9, 3)]:
    case [5, (2, x) | (x, 3)]:
        print("second alternative:", x)

match {"a": [1, 2]}:
    case {"a": [1, 2] as lst} as whole:
        print("nested as:", lst, whole)

match 7:
    case (1 | 2) | (3 | (7 | 8)):
        print("nested alternatives")

match (1, 2):
    case ((0, y) | (y, 0)):
        print("wrong")
    case ((1, y) | (y, 1)):
        print("y =", y)

match 10:
    case x if x > 100:
        print("wrong")
    case x if x > 5:
        print("guarded capture in a middle case:", x)
    case _:
        print("wrong")

z = "unchanged"
match 3:
    case z if z > 10:
        print("wrong")
    case _:
        print("a failed guard leaves the capture bound:", z)

match "word":
    case str() as s if len(s) == 4:
        print("four letters:", s)

match 0:
    case (0 as zero) | (1 as zero):
        print("either alternative binds the same name:", zero)
