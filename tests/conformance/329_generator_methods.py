# Generators as methods: __iter__ written as a generator (so a class becomes iterable
# with for, list, sum, in, unpacking), generator methods reading and changing self,
# several independent iterations of the same object, a generator method calling another,
# and iteration in subclasses overriding the generator method.

class Countdown:
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        n = self.start
        while n > 0:
            yield n
            n -= 1

c = Countdown(4)
print(list(c), list(c))
print(sum(c), max(c), sorted(c))
for a in c:
    for b in c:
        if a == b + 2:
            print(a, b)
a, b = Countdown(2)
print(a, b)
it = iter(c)
print(type(it).__name__, next(it), next(it))
print(3 in c, 7 in c)
print(list(zip(Countdown(3), Countdown(5))))
print(dict(enumerate(Countdown(2))))

class Tree:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children if children is not None else []

    def __iter__(self):
        yield self.value
        for child in self.children:
            yield from child

    def leaves(self):
        if not self.children:
            yield self.value
        for child in self.children:
            yield from child.leaves()

    def depth_first(self, depth=0):
        yield depth, self.value
        for child in self.children:
            yield from child.depth_first(depth + 1)

t = Tree("root", [Tree("a", [Tree("a1"), Tree("a2")]), Tree("b"), Tree("c", [Tree("c1")])])
print(list(t))
print(list(t.leaves()))
for depth, value in t.depth_first():
    print("  " * depth + value)

# a generator method that changes the object as it goes
class Queue:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def drain(self):
        while self.items:
            item = self.items.pop(0)
            if item > 0:
                self.push(item - 1)
            yield item

q = Queue()
q.push(2)
q.push(1)
print(list(q.drain()), q.items)

# a generator method that uses another method and an attribute
class Range2D:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    def cells(self):
        for y in range(self.h):
            for x in self.row(y):
                yield x, y

    def row(self, y):
        for x in range(self.w):
            if (x + y) % 2 == 0:
                yield x

print(list(Range2D(3, 2).cells()))

# the generator sees attribute changes made between resumptions
class Settings:
    def __init__(self):
        self.step = 1

    def values(self):
        v = 0
        while v < 20:
            yield v
            v += self.step

s = Settings()
g = s.values()
first = [next(g), next(g)]
s.step = 5
print(first, list(g))

# subclass overriding the generator method, and one calling the parent's
class Base:
    def items(self):
        yield "base1"
        yield "base2"

    def __iter__(self):
        return self.items()

class Child(Base):
    def items(self):
        yield "child"
        yield from super().items()

print(list(Base()), list(Child()))

# a bound generator method stored and called several times
class Counter:
    def __init__(self):
        self.calls = 0

    def gen(self, n):
        self.calls += 1
        for i in range(n):
            yield i * self.calls

ctr = Counter()
m = ctr.gen
print(list(m(3)), list(m(3)), ctr.calls)

# a generator-based __iter__ on a linked list
class Link:
    def __init__(self, head, tail=None):
        self.head = head
        self.tail = tail

    def __iter__(self):
        node = self
        while node is not None:
            yield node.head
            node = node.tail

    def __len__(self):
        return sum(1 for _ in self)

lst = Link(1, Link(2, Link(3)))
print(list(lst), len(lst), "-".join(str(x) for x in lst))

# a static-like generator function stored as a class attribute and called through it
class Util:
    def evens(self, n):
        return (i for i in range(n) if i % 2 == 0)

print(list(Util().evens(9)))
