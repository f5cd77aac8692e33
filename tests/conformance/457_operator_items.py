# operator's item and sequence functions.
import operator as op


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


lst = [10, 20, 30, 40]
d = {"a": 1}
print(op.getitem(lst, 1), op.getitem(lst, -1), op.getitem(lst, slice(1, 3)), op.getitem("abc", 0))
print(op.getitem(d, "a"), op.getitem((1, 2), 1), op.getitem(range(10), slice(2, 8, 3)))
print(op.setitem(lst, 0, 99), lst, op.setitem(d, "b", 2), d)
op.setitem(lst, slice(1, 3), ["x"])
print(lst)
print(op.delitem(lst, 0), lst, op.delitem(d, "a"), d)
op.delitem(lst, slice(None, None, 2))
print(lst)
print(op.contains([1, 2], 2), op.contains("abc", "bc"), op.contains({"k": 1}, "k"), op.contains(range(5), 9))
print(op.countOf([1, 2, 1, 1.0], 1), op.countOf("banana", "a"), op.indexOf([5, 6, 7], 7))
print(op.concat([1], [2]), op.concat("a", "b"), op.concat((1,), ()))
print(op.index(7), op.index(-2**70), op.index(True), type(op.index(False)).__name__)
show("getitem index", lambda: op.getitem(lst, 10))
show("getitem key", lambda: op.getitem(d, "zz"))
show("getitem type", lambda: op.getitem(5, 0))
show("setitem str", lambda: op.setitem("abc", 0, "x"))
show("delitem tuple", lambda: op.delitem((1,), 0))
show("contains int", lambda: op.contains(1, 2))
show("indexOf missing", lambda: op.indexOf([1], 2))
show("countOf int", lambda: op.countOf(3, 3))
show("concat int", lambda: op.concat(1, 2))
show("concat mixed", lambda: op.concat([1], (2,)))
show("index float", lambda: op.index(1.5))
show("index str", lambda: op.index("1"))


class Box:
    def __init__(self):
        self.data = {}

    def __getitem__(self, k):
        return self.data.get(k, "missing")

    def __setitem__(self, k, v):
        self.data[k] = v

    def __delitem__(self, k):
        print("deleting", k)

    def __contains__(self, k):
        return k == "magic"


b = Box()
op.setitem(b, "k", 1)
print(op.getitem(b, "k"), op.getitem(b, "q"), op.contains(b, "magic"), op.contains(b, "k"))
op.delitem(b, "k")


class Idx:
    def __index__(self):
        return 3


class BadIdx:
    def __index__(self):
        return "no"


print(op.index(Idx()), [0, 1, 2, 3, 4][op.index(Idx())])
show("bad index", lambda: op.index(BadIdx()))


class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10


print(op.contains(Seq(), 20), op.countOf(Seq(), 10), op.indexOf(Seq(), 20))
