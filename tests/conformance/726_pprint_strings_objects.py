# pprint of long strings (split between words, and at line breaks, in parentheses at
# the top), bytes and bytearray in 4-byte groups, recursion markers, saferepr,
# isreadable, isrecursive, the collections types, dataclasses, and subclasses with and
# without their own __repr__.
import collections
import pprint
from dataclasses import dataclass, field

s = "The quick brown fox jumps over the lazy dog. " * 5
pprint.pprint(s)
pprint.pprint([s, s[:30]], width=50)
pprint.pprint({"text": s, "lines": "one\ntwo\nthree " * 3}, width=40)
pprint.pprint("x" * 100)
pprint.pprint(["averyveryverylongwordwithoutspaces" * 3], width=30)
pprint.pprint(("tab\tseparated words " * 6,), width=40)
pprint.pprint(b"0123456789" * 10)
pprint.pprint([b"abcdefgh" * 12], width=40)
pprint.pprint(bytearray(b"xyzw" * 30), width=50)
pprint.pprint(b"abc", width=1)
r = [1, 2]
r.append(r)
d = {"self": None}
d["self"] = d
print(pprint.saferepr(r).replace(str(id(r)), "ID"))
print(pprint.pformat(d).replace(str(id(d)), "ID"))
print(pprint.isrecursive(r), pprint.isrecursive([1, 2]), pprint.isreadable([1, 2]),
      pprint.isreadable(r), pprint.isreadable(object()), pprint.isreadable({1: "a"}))
print(pprint.pformat([r, list(range(15))], width=30).replace(str(id(r)), "ID"))
print(pprint.saferepr({"b": 1, "a": [3, 2, 1]}), pprint.saferepr("it's"))
od = collections.OrderedDict((f"key{i}", i) for i in range(5))
pprint.pprint(od, width=40)
dd = collections.defaultdict(list, {f"k{i}": [i] * i for i in range(5)})
pprint.pprint(dd, width=40)
c = collections.Counter("abracadabra" * 3)
pprint.pprint(c, width=30)
pprint.pprint(collections.deque(range(12)), width=30)
pprint.pprint(collections.deque(range(12), maxlen=20), width=30)
pprint.pprint(collections.UserList(range(12)), width=30)
pprint.pprint(collections.ChainMap({"a": list(range(8))}, {"b": 2}), width=30)
pprint.pprint(collections.OrderedDict(), width=5)


@dataclass
class Point:
    x: int
    y: int
    label: str = "a rather long label for a point"
    extra: list = field(default_factory=list)


pprint.pprint(Point(1, 2, extra=list(range(8))), width=50)
pprint.pprint([Point(3, 4)], width=40)


class Custom(list):
    def __repr__(self):
        return "Custom(" + ", ".join(str(x) for x in self) + ")"


class Plain(list):
    pass


pprint.pprint(Custom(range(30)))
pprint.pprint(Plain(range(30)), width=40, compact=True)
print(pprint.isreadable(Custom([1])), pprint.isreadable(Plain([1])))
