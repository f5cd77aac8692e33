# pprint: which class gives a value's repr (a builtin type's own, a subclass that keeps
# it or defines its own), in one-line reprs and split layouts.
import pprint


class MyInt(int):
    pass


class ReprInt(int):
    def __repr__(self):
        return "ReprInt!"


class MyDict(dict):
    pass


class ReprDict(dict):
    def __repr__(self):
        return "ReprDict()"


class MyList(list):
    pass


class ReprList(list):
    def __repr__(self):
        return "ReprList[...]"


class MyTuple(tuple):
    pass


class SubMyList(MyList):
    pass


class Plain:
    def __repr__(self):
        return "<Plain>"


values = [
    1, -5, 10**30, True, None, 1.5, "s", b"b", bytearray(b"ba"),
    MyInt(7), ReprInt(8), MyDict(a=1, b=MyInt(2)), ReprDict(x=1), MyList([1, MyInt(3)]),
    ReprList([1, 2]), MyTuple((1, 2)), MyTuple((9,)), SubMyList([4, 5]), Plain(),
    {3: [1, (2,)], 1: {2: ()}, 2: frozenset({1})}, set(), frozenset(), [[]], ((),),
    {"k": MyDict(z=ReprList([1]))},
]
for v in values:
    print(pprint.saferepr(v), pprint.isreadable(v), pprint.isrecursive(v))
    print(pprint.pformat(v, width=10))
    print(pprint.pformat([v] * 5, width=30))
    print(pprint.pformat([v] * 3, width=30, compact=True, depth=2))

big = [("string", (1, 2), [3, 4], {5: 6, 7: 8})] * 3
print(pprint.pformat(big))
print(pprint.pformat(big, width=20))
print(pprint.PrettyPrinter()._safe_repr(big, {}, None, 0))
print(pprint.pformat(MyList(big), width=40, underscore_numbers=True))
print(pprint.pformat({MyInt(12345678): ReprDict(), 5: SubMyList(range(30))},
                     underscore_numbers=True, width=25))
r = MyList([1])
r.append(r)
d = MyDict()
d["self"] = d


def ids(text):
    return text.replace(str(id(r)), "ID(r)").replace(str(id(d)), "ID(d)")


print(ids(pprint.saferepr(r)), pprint.isrecursive(r), ids(pprint.saferepr(d)),
      pprint.isreadable(d))
print(ids(pprint.pformat([r, d], width=12)))
