# Cycles through classes: a class attribute holding an instance of the class, instances
# holding their class in an attribute, registries of instances kept on the class, and
# classes created in a function that refer to each other; created many times in loops.


class Color:
    registry = []

    def __init__(self, name):
        self.name = name
        self.kind = Color
        Color.registry.append(self)


Color.default = Color("black")
Color("white")
print(Color.default.name, Color.default.kind is Color, len(Color.registry))
print(Color.default.kind.default.kind.registry[1].name)


def make_pair(tag):
    class Left:
        pass

    class Right:
        pass

    Left.partner = Right
    Right.partner = Left
    Left.tag = tag
    Right.tag = tag + "!"
    obj = Left()
    obj.cls = Left
    obj.me = obj
    return obj


total = 0
for i in range(500):
    o = make_pair("t" + str(i % 10))
    total += len(o.partner.partner.partner.tag) + len(o.me.cls.tag)
print(total)


class Graph:
    def __init__(self):
        self.nodes = []

    def add(self):
        node = GNode(self, len(self.nodes))
        self.nodes.append(node)
        return node


class GNode:
    def __init__(self, graph, ident):
        self.graph = graph
        self.ident = ident
        self.edges = []


acc = 0
for round_ in range(200):
    g = Graph()
    for k in range(10):
        g.add()
    for k in range(10):
        a = g.nodes[k]
        a.edges.append(g.nodes[(k * 3 + round_) % 10])
        a.edges.append(a)
    for n in g.nodes:
        acc += n.edges[0].ident + len(n.graph.nodes) + n.edges[1].edges[1].ident
print(acc)
