# __repr__ and __str__: print and str() use __str__, falling back to __repr__; repr()
# and containers (lists, tuples, dicts, nested) use __repr__; %s and %r formatting;
# str.join of str() results; inheritance of __repr__ and a subclass overriding __str__.


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "P(" + repr(self.x) + ", " + repr(self.y) + ")"


class Named(P):
    def __str__(self):
        return "<" + str(self.x) + "|" + str(self.y) + ">"


class OnlyStr:
    def __str__(self):
        return "only-str"


p = P(1, "a")
n = Named(2, "b")
print(p)
print(n)
print(str(p), repr(p), str(n), repr(n))
print([p, n], (p,), {"k": n}, {1: [n, (p,)]})
print("%s and %r" % (n, n), "%s" % p)
print(str(OnlyStr()), "x" + str(OnlyStr()), [str(OnlyStr())])
print(p, n, 3, "three", [1, "1"])
print(" ".join([str(p), str(n)]))
print(repr(P(P(1, 2), [P(3, 4)])))
print(repr("quote's"), P("it's", None))
print(str(P(1.5, True)), repr(Named(0.1, False)))


class Deep:
    def __init__(self, depth):
        self.depth = depth

    def __repr__(self):
        if self.depth == 0:
            return "leaf"
        return "D[" + repr(Deep(self.depth - 1)) + "]"

    def __str__(self):
        return "depth " + str(self.depth)


d = Deep(3)
print(d, [d], str([d]), repr(d))
