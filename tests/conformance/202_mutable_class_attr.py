# A mutable class attribute is shared by every instance: mutating it through one instance
# is seen through all of them and through the class, until an instance assigns its own.


class Bag:
    items = []
    counts = {}

    def add(self, x):
        self.items.append(x)
        self.counts[x] = self.counts.get(x, 0) + 1


a = Bag()
b = Bag()
a.add(1)
b.add(2)
a.add(1)
print(a.items, b.items, Bag.items)
print(a.items is b.items, a.counts is Bag.counts)
print(sorted(Bag.counts.items()))

b.items = []
b.add(3)
print(a.items, b.items, Bag.items)
print(a.items is b.items)


class Node:
    children = []

    def __init__(self, label):
        self.label = label


class OwnNode:
    def __init__(self, label):
        self.label = label
        self.children = []


n1 = Node("a")
n2 = Node("b")
n1.children.append(n2)
print(len(n2.children), n2.children[0].label)

o1 = OwnNode("a")
o2 = OwnNode("b")
o1.children.append(o2)
print(len(o1.children), len(o2.children), o1.children[0].label)

Bag.items = [9]
print(a.items, b.items)
