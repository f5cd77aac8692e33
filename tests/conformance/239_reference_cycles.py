# Reference cycles, made many times in loops: a tree whose children point back at their
# parent, an object inside its own list, a bound method stored on its own instance, two
# objects pointing at each other, and a doubly linked ring; results must stay correct.


class Node:
    def __init__(self, value, parent):
        self.value = value
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)

    def depth(self):
        d = 0
        n = self
        while n.parent is not None:
            n = n.parent
            d += 1
        return d


class Selfish:
    def __init__(self, n):
        self.items = [self, n]
        self.me = self
        self.method = self.get

    def get(self):
        return self.items[1]


class Link:
    def __init__(self, v):
        self.v = v
        self.prev = self
        self.next = self

    def insert_after(self, other):
        other.prev = self
        other.next = self.next
        self.next.prev = other
        self.next = other


total = 0
for i in range(2000):
    root = Node(i, None)
    a = Node(1, root)
    b = Node(2, a)
    total += b.depth() + len(root.children) + b.parent.parent.value
print(total)

acc = 0
for i in range(3000):
    s = Selfish(i)
    acc += s.method() + s.me.items[0].get()
    pair_a = Selfish(1)
    pair_b = Selfish(2)
    pair_a.other = pair_b
    pair_b.other = pair_a
    acc += pair_a.other.other.other.get()
print(acc)

ring_sum = 0
for r in range(300):
    head = Link(0)
    for k in range(1, 10):
        head.prev.insert_after(Link(k))
    n = head.next
    while n is not head:
        ring_sum += n.v * (r % 3) + n.prev.v
        n = n.next
print(ring_sum)
