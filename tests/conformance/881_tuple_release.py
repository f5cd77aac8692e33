# Tuples of numbers and tuples holding objects die and are made again in loops (their
# items released with them, deep nesting included), and `f(*t)`, `f(*a, *b)` and
# `f(*[...])` pass copies of the items on: the tuple and its items stay as they were.


class Box:
    def __init__(self, name):
        self.name = name
        self.seen = 0


def show(*args):
    return len(args), [type(a).__name__ for a in args]


def pair(a, b):
    return a, b


def triple(a, b, c):
    return [a, b, c]


def touch(box, n):
    box.seen += n
    return box


t = (1, 2)
print(pair(*t), t)
b = Box("a")
t = (b, 3)
print(pair(*t)[0] is b, t[1], pair(*t)[0].name)
for i in range(1000):
    t = (touch(b, 1), i)
print(b.seen, t[1], t[0] is b)
t = None
print(b.name, b.seen)

nums = (1, 2.5, True, None)
print(show(*nums), nums)
mixed = ("x", [1], (2, 3))
print(show(*mixed), mixed)
print(triple(*[1, 2], *(3,)))
boxes = (Box("b"), Box("c"), 4)
print([x.name for x in triple(*boxes)[:2]], triple(*boxes)[2], boxes[0].name)
print(triple(*[Box("d"), "e", ("f",)])[0].name)

deep = ()
for i in range(100000):
    deep = (deep, i)
print(deep[1], deep[0][1])
deep = None
print("deep released")

deep = ()
for i in range(50000):
    deep = (deep, Box(str(i)), (i, i + 1))
print(deep[1].name, deep[2], deep[0][1].name)
deep = None


def keep(*args):
    return args


kept = keep(Box("g"), 5)
alias = kept
kept = None
print("alias alive", alias[0].name, alias[1])
total = 0
for i in range(2000):
    pairs = keep(i, i * 2)
    total += pair(*pairs)[1]
print(total)
print("end")
