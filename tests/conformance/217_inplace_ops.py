# Augmented assignment: __iadd__ (mutating in place, returning self, so aliases see the
# change) against the fallback to __add__ (a new object, aliases keep the old one);
# __iadd__ returning NotImplemented falls back to __add__ then __radd__; += on
# attributes, list items and dict values holding instances.


class Bag:
    def __init__(self, items):
        self.items = items

    def __iadd__(self, other):
        self.items.append(other)
        return self

    def __isub__(self, other):
        self.items.remove(other)
        return self

    def __imul__(self, k):
        return Bag(self.items * k)


class Vec:
    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        return Vec(self.x + other)

    def __radd__(self, other):
        if isinstance(other, int):
            return Vec(other + self.x + 1000)
        return "Vec.__radd__ of " + type(other).__name__


b = Bag([1])
alias = b
b += 2
b += 3
b -= 1
print(b is alias, b.items, alias.items)
b *= 2
print(b is alias, b.items, alias.items)

v = Vec(1)
w = v
v += 10
print(v is w, v.x, w.x)


class Lazy:
    def __iadd__(self, other):
        return NotImplemented

    def __add__(self, other):
        return "Lazy.__add__ " + str(other)


lz = Lazy()
lz += 5
print(lz)


class NoAdd:
    def __iadd__(self, other):
        return NotImplemented


n = 7
n += Vec(1)
print(n.x)
x = NoAdd()
x += Vec(2)
print(x)


class Holder:
    def __init__(self):
        self.bag = Bag([])
        self.count = 0


h = Holder()
for i in range(3):
    h.bag += i
    h.count += i
print(h.bag.items, h.count)
bags = [Bag([]), Bag([])]
bags[1] += "x"
d = {"k": Bag(["y"])}
d["k"] += "z"
print(bags[0].items, bags[1].items, d["k"].items)
