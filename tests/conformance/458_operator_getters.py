# operator.itemgetter, attrgetter and methodcaller.
from operator import itemgetter, attrgetter, methodcaller


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


rows = [("bob", 30, "x"), ("amy", 25, "y"), ("cal", 30, "a")]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(1, 0)))
print(itemgetter(0)("xyz"), itemgetter(-1, 0)([1, 2, 3]), itemgetter("k")({"k": 9}))
print(itemgetter(slice(1, None))("hello"), itemgetter(1, 1)("ab"), list(map(itemgetter(2), rows)))
print(repr(itemgetter(1)), repr(itemgetter(1, "a")), repr(itemgetter(slice(None))))
show("itemgetter none", lambda: itemgetter())
show("itemgetter missing", lambda: itemgetter(5)([1]))
show("itemgetter key", lambda: itemgetter("q")({}))
show("itemgetter int", lambda: itemgetter(0)(5))
show("itemgetter two args", lambda: itemgetter(0)([1], [2]))
show("itemgetter kw", lambda: itemgetter(0)(obj=[1]))


class Node:
    def __init__(self, name, child=None):
        self.name = name
        self.child = child

    def shout(self, suffix="!", times=1):
        return (self.name.upper() + suffix) * times

    def __repr__(self):
        return "Node(%s)" % self.name


tree = Node("root", Node("kid", Node("grandkid")))
print(attrgetter("name")(tree), attrgetter("child.name")(tree), attrgetter("child.child.name")(tree))
print(attrgetter("name", "child.name")(tree), attrgetter("child")(tree))
print(sorted([Node("b"), Node("a")], key=attrgetter("name")))
print(repr(attrgetter("a")), repr(attrgetter("a", "b.c")))
show("attrgetter none", lambda: attrgetter())
show("attrgetter int", lambda: attrgetter(1))
show("attrgetter missing", lambda: attrgetter("nope")(tree))
show("attrgetter deep missing", lambda: attrgetter("child.child.child.name")(tree))


class Dyn:
    def __getattr__(self, name):
        return "dyn-" + name


print(attrgetter("anything", "x")(Dyn()))

print(methodcaller("shout")(tree), methodcaller("shout", "?")(tree), methodcaller("shout", times=2)(tree))
print(methodcaller("upper")("abc"), methodcaller("split", ",")("a,b"), methodcaller("get", "k", 0)({}))
print(list(map(methodcaller("strip"), [" a ", "b "])), methodcaller("count", 1)([1, 1, 2]))
print(repr(methodcaller("f")), repr(methodcaller("f", 1, "x", k=2)))
show("methodcaller none", lambda: methodcaller())
show("methodcaller int", lambda: methodcaller(1))
show("methodcaller missing", lambda: methodcaller("nope")(1))
show("methodcaller raises", lambda: methodcaller("shout", 1)(tree))
print(type(itemgetter(1)).__name__, type(attrgetter("a")).__module__, type(methodcaller("a")))
