# A class defined inside a class body is an attribute of the outer class: created through
# Outer.Inner, from methods through self.Inner or type(self).Inner, inherited, and
# replaced in a subclass.


class Tree:
    class Node:
        def __init__(self, value):
            self.value = value
            self.kids = []

        def add(self, child):
            self.kids.append(child)
            return child

        def total(self):
            t = self.value
            for k in self.kids:
                t += k.total()
            return t

    def __init__(self, value):
        self.root = self.Node(value)

    def build(self, depth):
        frontier = [self.root]
        for d in range(depth):
            nxt = []
            for node in frontier:
                nxt.append(node.add(type(self).Node(node.value + 1)))
                nxt.append(node.add(self.Node(node.value * 2)))
            frontier = nxt
        return len(frontier)


class LabeledTree(Tree):
    class Node(Tree.Node):
        def total(self):
            return super().total() + 1000


t = Tree(1)
print(t.build(4), t.root.total(), type(t.root).__name__, Tree.Node.__name__)
lt = LabeledTree(1)
print(lt.build(3), lt.root.total(), isinstance(lt.root, Tree.Node))
n = Tree.Node(5)
n.add(Tree.Node(6))
print(n.total(), LabeledTree.Node is Tree.Node, issubclass(LabeledTree.Node, Tree.Node))
