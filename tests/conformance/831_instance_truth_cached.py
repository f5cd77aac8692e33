# `if x:` on instances: a class with neither __bool__ nor __len__ is always true; one that
# gains either (itself or through a base) afterwards is asked from then on, and a
# builtin part decides for a list subclass.


class Node:
    def __init__(self, left=None):
        self.left = left


class Base:
    pass


class Leaf(Base):
    pass


class Items(list):
    pass


def walk(node):
    depth = 0
    while node:
        depth += 1
        node = node.left
    return depth


def test(values):
    return ["T" if v else "F" for v in values] + [bool(v) for v in values] + [not v for v in values]


def main():
    chain = Node(Node(Node()))
    for _ in range(3):
        print(walk(chain), walk(None), test([chain, Leaf(), None, Items(), Items([0])]))
    Node.__len__ = lambda self: 0
    for _ in range(2):
        print(walk(chain), test([chain]))
    del Node.__len__
    print(walk(chain))
    Base.__bool__ = lambda self: False
    for _ in range(2):
        print(test([Leaf(), Base()]))
    Base.__bool__ = lambda self: True
    print(test([Leaf()]))
    del Base.__bool__
    Leaf.__len__ = lambda self: 3
    print(test([Leaf()]))
    Leaf.__len__ = lambda self: -1
    try:
        if Leaf():
            pass
    except ValueError as e:
        print("ValueError", e)
    del Leaf.__len__
    Leaf.__bool__ = lambda self: 1
    try:
        if Leaf():
            pass
    except TypeError as e:
        print("TypeError", e)


main()
