# The cycle collector frees only what nothing outside reaches: cycles still referenced
# from a local, a global, a container or a class survive collections intact, whatever
# else becomes garbage around them.
import gc


class Node:
    registry = []

    def __init__(self, name, parent):
        self.name = name
        self.parent = parent
        self.children = []
        self.hello = self.describe
        if parent is not None:
            parent.children.append(self)

    def describe(self):
        names = []
        for c in self.children:
            names.append(c.name)
        return self.name + " -> " + ", ".join(names)


class Stack(list):
    pass


def garbage(n):
    for i in range(n):
        a = Node("a" + str(i), None)
        Node("b" + str(i), a)
        s = Stack()
        s.append(s)
        d = {"self": None}
        d["self"] = d
        t = ([a], {"t": None})
        t[1]["t"] = t


def keep():
    root = Node("root", None)
    for i in range(3):
        Node("child" + str(i), root)
    loop = [root]
    loop.append(loop)
    return loop


kept = keep()
Node.registry.append(Node("registered", None))
Node.registry[0].children.append(Node.registry[0])
gc.disable()
garbage(300)
print(gc.collect() > 0)
gc.enable()
garbage(50)
kept_local = keep()
gc.collect()
print(kept[0].describe())
print(kept[1] is kept, len(kept))
print(kept_local[0].hello())
print(kept[0].children[1].parent.name)
print(Node.registry[0].children[0] is Node.registry[0])
print(gc.collect())
print(gc.isenabled())
gc.disable()
garbage(20)
print(gc.isenabled(), gc.collect() > 0)
gc.enable()
# Automatic collections: the same garbage leaves fewer objects for gc.collect() when
# they ran than when they were off.
gc.collect()
gc.disable()
garbage(2000)
found_off = gc.collect()
gc.enable()
garbage(2000)
found_on = gc.collect()
print(found_off > 10000, found_on < found_off // 2)
print(gc)
