# Methods called on instances held by module globals, at module level, while the global,
# the class and the instance change under the call site.


class Counter:
    def __init__(self):
        self.n = 0

    def step(self):
        self.n += 1
        return self.n

    def count(self, x):
        return x * 10


class Loud(Counter):
    def step(self):
        return -super().step()


class Slotted:
    __slots__ = ("v",)

    def __init__(self):
        self.v = 7

    def step(self):
        return self.v


c = Counter()
out = []
for i in range(12):
    out.append(c.step())
    if i == 3:
        c = Loud()  # another class at the same site
    elif i == 5:
        c.step = lambda: "shadowed"  # an instance attribute hides the method
    elif i == 7:
        c = Slotted()
    elif i == 9:
        Slotted.step = lambda self: self.v * 100  # the class changes
print(out)

c = [1, 2]
out = []
for i in range(4):
    out.append(c.count(1))  # a list's method, then an instance's, at one site
    if i == 1:
        c = Counter()
print(out)

c = Counter()
for i in range(3):
    if i == 2:
        del c
    try:
        print(c.step())
    except NameError as e:
        print("NameError:", e)

c = Counter()
try:
    for i in range(5):
        if i == 3:
            c.step = 5
        print(c.step())
except TypeError as e:
    print("TypeError:", e)


class Meta:
    def step(self):
        return "meta"


c = Counter()
for i in range(4):
    print(c.step())
    if i == 1:
        Counter.step = Meta.step
