# getattr(obj, name, default) and hasattr on instances: plain misses, misses answered by
# __getattr__, properties and descriptors raising AttributeError or other errors, slots,
# subclasses of builtins, exceptions' own attributes, and names made at run time.


class Plain:
    cls_attr = 1

    def __init__(self):
        self.x = 10


class Hooked:
    def __getattr__(self, name):
        if name.startswith("dyn_"):
            return name[4:]
        raise AttributeError(name)


class Raising:
    @property
    def broken(self):
        raise AttributeError("inner")

    @property
    def fails(self):
        raise ValueError("not an attribute error")


class Desc:
    def __get__(self, obj, owner):
        if obj is None:
            return self
        raise AttributeError("from descriptor")


class WithDesc:
    d = Desc()


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = 1


class MyList(list):
    pass


for obj, names in [
    (Plain(), ["x", "cls_attr", "missing", "__class__", "__dict__"]),
    (Hooked(), ["dyn_abc", "other", "__class__"]),
    (Raising(), ["broken"]),
    (WithDesc(), ["d"]),
    (Slotted(), ["a", "b", "c"]),
    (MyList([1, 2]), ["append", "nope"]),
]:
    for name in names:
        got = getattr(obj, name, "DEFAULT")
        shown = got if isinstance(got, (int, str)) else type(got).__name__
        print(type(obj).__name__, name, shown, hasattr(obj, name))

try:
    getattr(Raising(), "fails", None)
except ValueError as e:
    print("ValueError", e)
try:
    hasattr(Raising(), "fails")
except ValueError as e:
    print("ValueError", e)

e = KeyError("k")
print(getattr(e, "args", None), hasattr(e, "missing"))
s = StopIteration(5)
print(getattr(s, "value", None))

p = Plain()
name = "".join(["dy", "namic"])
setattr(p, name, 42)
print(getattr(p, "dynamic", None), hasattr(p, name), p.dynamic)
delattr(p, name)
print(getattr(p, "dynamic", "gone"))
for i in range(3):
    setattr(p, "f" + str(i), i * i)
print([getattr(p, "f" + str(i), None) for i in range(4)])

try:
    getattr(p, 5, None)
except TypeError as e:
    print("TypeError", e)
try:
    setattr(p, 5, None)
except TypeError as e:
    print("TypeError", e)
try:
    hasattr(p, None)
except TypeError as e:
    print("TypeError", e)
try:
    getattr(p, "missing")
except AttributeError as e:
    print("AttributeError", e)

n = 0
for i in range(1000):
    if getattr(p, "missing", None) is None:
        n += 1
    if not hasattr(Hooked(), "other"):
        n += 1
print(n)
