# super().__repr__() / __str__() in subclasses of the builtins reach the builtin's own
# methods, and repr/str/format of such instances and plain values stay as they were.

class Config(dict):
    def __repr__(self):
        return f"Config({super().__repr__()})"

class Tags(list):
    def __str__(self):
        return "tags:" + super().__str__()

class RTags(list):
    def __repr__(self):
        return "RTags" + super().__repr__()

class Pair(tuple):
    def __repr__(self):
        return "Pair" + super().__repr__()

class Cents(int):
    def __repr__(self):
        return "Cents(" + super().__repr__() + ")"

class Cents2(int):
    def __str__(self):
        return "c" + super().__str__()

class Name(str):
    def __repr__(self):
        return "Name(" + super().__repr__() + ")"
    def __str__(self):
        return "<" + super().__str__() + ">"

class Plain(list):
    pass

class PlainS(str):
    pass

class PlainI(int):
    pass

c = Config(debug=True, level=3)
print(repr(c))
print(str(c))
print(f"{c}")
print(f"{c!r}")
print([c])

t = Tags(["a", "b"])
print(t)
print(repr(t))
print(f"{t}")
print(str(t))
print([t])

r = RTags([1, 2, 3])
print(r)
print(str(r))
print(f"{r} and {r!r}")
print(Tags.__str__(t))

p = Pair((1, "x"))
print(p, repr(p), [p], f"{p}")

n = Cents(250)
print(n, repr(n), str(n), f"{n}", f"{n!r}", [n])
m = Cents2(7)
print(m, repr(m), str(m), f"{m}", [m])

s = Name("ann")
print(s, repr(s), str(s), f"{s}", f"{s!r}", [s])
print(type(super(Name, s).__str__()).__name__)
print(len(s), s.upper(), s + "!")

print(Plain([1]), repr(Plain([1])), str(Plain([2])), f"{Plain([3])}")
print(PlainS("q"), repr(PlainS("q")), [PlainS("q")])
print(PlainI(5), repr(PlainI(5)), [PlainI(6)])

# The methods on plain values.
print([1, "a"].__repr__())
print((1,).__repr__(), ().__repr__())
print({1: "x"}.__repr__())
print((42).__repr__(), (-(10 ** 30)).__repr__())
print("it's".__repr__(), "x\n".__repr__())
print("plain".__str__())
print(True.__repr__(), False.__repr__())
print(list.__repr__([None]), dict.__repr__({}), tuple.__repr__((2, 3)))
print(int.__repr__(12), str.__repr__("q"), str.__str__("q"))
print(list.__repr__(Tags([9])), int.__repr__(Cents(3)), str.__repr__(Name("z")))

# Recursive containers through a subclass's repr.
loop = RTags()
loop.append(loop)
print(repr(loop))
d = Config()
d["self"] = d
print(repr(d))
x = Plain()
x.append(x)
print(repr(x), str(x), f"{x}")
class D(dict):
    pass
dd = D()
dd[1] = [dd, Plain([dd])]
print(dd)
