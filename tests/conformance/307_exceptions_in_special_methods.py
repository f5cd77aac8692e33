# Exceptions raised by special methods that builtins and operators call (a nested run
# of the interpreter), caught by the program; the state around them goes on intact.


class Grumpy:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        if isinstance(other, Grumpy) and other.n == 13:
            raise ValueError("unlucky comparison")
        return isinstance(other, Grumpy) and self.n == other.n

    def __hash__(self):
        if self.n < 0:
            raise TypeError("negative keys are not hashable here")
        return self.n

    def __lt__(self, other):
        if self.n == 7 or other.n == 7:
            raise ArithmeticError("no sorting sevens")
        return self.n < other.n

    def __repr__(self):
        return "G(%d)" % self.n


items = [Grumpy(1), Grumpy(13), Grumpy(2)]
for probe in [Grumpy(2), Grumpy(13), Grumpy(5)]:
    try:
        print(probe, "at", items.index(probe))
    except ValueError as e:
        print(probe, "->", e)

d = {}
for k in [Grumpy(3), Grumpy(-1), Grumpy(4)]:
    try:
        d[k] = k.n
    except TypeError as e:
        print("cannot store", k, ":", e)
print(len(d))

for xs in [[Grumpy(3), Grumpy(1)], [Grumpy(7), Grumpy(1), Grumpy(2)]]:
    try:
        xs.sort()
        print(xs)
    except ArithmeticError as e:
        print("sort failed:", e, "list still has", len(xs), "items")


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        if self.n == 99:
            raise RuntimeError("broken iterator")
        self.n -= 1
        return self.n


print(list(Countdown(3)))
total = 0
for i in range(3):
    try:
        for x in Countdown(99):
            total += x
    except RuntimeError as e:
        print("iteration", i, e)
print(total)


class Lazy:
    def __getattr__(self, name):
        if name.startswith("ok"):
            return name.upper()
        raise AttributeError("no " + name)

    @property
    def broken(self):
        raise KeyError("property failed")


z = Lazy()
print(z.ok_one, hasattr(z, "ok_two"), hasattr(z, "nope"))
try:
    z.nope
except AttributeError as e:
    print(e)
try:
    z.broken
except KeyError as e:
    print("property:", e)
print(getattr(z, "missing", "default"))


class Fragile:
    def __init__(self, ok):
        if not ok:
            raise ValueError("refused")
        self.ok = ok


made = []
for ok in [True, False, True]:
    try:
        made.append(Fragile(ok).ok)
    except ValueError as e:
        made.append(str(e))
print(made)


class Adder:
    def __add__(self, other):
        raise NotImplementedError("cannot add")

    def __bool__(self):
        raise TypeError("no truth")

    def __len__(self):
        return -1


a = Adder()
for op in ["add", "bool", "len"]:
    try:
        if op == "add":
            a + 1
        elif op == "bool":
            if a:
                pass
        else:
            len(a)
    except (NotImplementedError, TypeError, ValueError) as e:
        print(op, type(e).__name__, e)
