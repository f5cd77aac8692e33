# len() of instances runs __len__ and checks what it returns; constructors run __init__.
# Each call site runs several times, so specialized calls (the method entered directly,
# its result converted on return) meet every case a generic call does.


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class Flag(int):
    pass


class Bad:
    def __init__(self, r):
        self.r = r

    def __len__(self):
        return self.r


class Raising:
    def __len__(self):
        raise KeyError("no length")


class GenLen:
    def __len__(self):
        yield 1


class GenInit:
    def __init__(self):
        yield 1


class Nested:
    def __init__(self, inner):
        self.inner = inner

    def __len__(self):
        # A len() call inside a __len__ frame.
        return len(self.inner) + 1


def measure(x):
    try:
        return len(x)
    except Exception as e:
        return f"{type(e).__name__}: {e}"


for value in [3, 0, True, Flag(7), -1, 2**63, "4", 2.5, None, 10**30]:
    print(repr(value)[:30], [measure(Bad(value)) for _ in range(4)])

print([measure(Sized(k)) for k in range(6)])
print([measure(Raising()) for _ in range(3)])
print([measure(GenLen()) for _ in range(3)])
print([measure(Nested(Nested(Sized(k)))) for k in range(4)])

for _ in range(3):
    try:
        GenInit()
    except TypeError as e:
        print("TypeError:", e)

# The class changes under a specialized site: the new __len__ is called.
s = Sized(2)
out = []
for k in range(6):
    if k == 3:
        Sized.__len__ = lambda self: self.n * 10
    out.append(len(s))
print(out)


# A subclass that overrides __len__ at the same site.
class Twice(Sized):
    def __len__(self):
        return 2 * self.n


print([len(o) for o in [Sized(1), Twice(1), Sized(2), Twice(2), Twice(3)]])


def deep(n):
    return len(Nested(Sized(n))) if n else 0


print(sum(deep(k) for k in range(50)))
