# collections.UserDict, UserList and UserString: a subclass overrides one method and the
# others go through it; results of slices, + and * are instances of the subclass.
import copy
from collections import UserDict, UserList, UserString


class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return key.lower() in self.data


d = LowerDict({"A": 1}, B=2)
d["C"] = 3
d.update([("D", 4)])
d.setdefault("E", 5)
print(d, len(d), "a" in d, "A" in d, d["c"], d.get("Z", "none"), d.get("b"))
print(list(d.keys()), list(d.values()), list(d.items()), sorted(d))
print(d.pop("a"), d.pop("zz", "dflt"), d.popitem(), d)
try:
    d.pop("missing")
except KeyError as e:
    print("KeyError", e)
print(d == {"c": 3, "d": 4}, d == LowerDict(c=3, d=4), d != {"c": 3})
print(type(d | {"x": 9}).__name__, d | {"x": 9}, {"y": 8} | d)
c = d.copy()
c["Q"] = 1
print(type(c).__name__, c, d)
print(copy.copy(d), UserDict.fromkeys("ab", 0))


class Defaulting(UserDict):
    def __missing__(self, key):
        return f"<{key}>"


print(Defaulting(a=1)["a"], Defaulting()["zz"])
u = UserDict()
try:
    u.popitem()
except KeyError as e:
    print("KeyError", e)
d.clear()
print(d, len(d), bool(d), bool(UserDict(a=1)))


class Stack(UserList):
    def push(self, x):
        self.append(x)


s = Stack([3, 1, 2])
s.push(5)
print(s, len(s), s[0], s[-1], s[1:3], type(s[1:3]).__name__)
print(s + [9], [0] + s, type(s + [9]).__name__, s * 2, 2 * s)
s += (7, 8)
s *= 1
print(s, 7 in s, s.index(7), s.count(1))
s.sort(reverse=True)
print(s, s.pop(), s.pop(0), s)
s.insert(1, 4)
s.remove(3)
s.extend(Stack([10]))
s.reverse()
print(s, list(reversed(s)), s == [10, 2, 4, 5, 7], s < [11], s > Stack([1]))
del s[0]
s[0] = 20
print(s, s.copy(), type(s.copy()).__name__, copy.copy(s))
print(UserList("abc"), UserList(UserList([1, 2])), UserList())


class Shout(UserString):
    def upper(self):
        return Shout(self.data.upper() + "!")


t = Shout("Hello world")
print(t, repr(t), len(t), t[0], type(t[1:4]).__name__, t[1:4])
print(t.upper(), t.lower(), type(t.lower()).__name__, t + "?", "> " + t, t * 2)
print("world" in t, t.find("o"), t.count("o"), t.replace("world", "there"))
print(t.split(), t.startswith("He"), t.endswith("x"), t.strip("Hd"), t.center(15, "*"))
print(t == "Hello world", t < "Z", sorted([Shout("b"), Shout("a")]), hash(t) == hash("Hello world"))
print(int(UserString("42")) + 1, float(UserString("1.5")), UserString(12) + "3")
print(isinstance(d, UserDict), isinstance(s, UserList), isinstance(t, UserString), isinstance(s, list))
