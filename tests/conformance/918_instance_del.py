# An instance's __del__ runs once when its last reference goes: before the next print
# after a del, a rebinding, a container emptied, a function's locals going, a return
# value discarded; once even when __del__ stores self somewhere; an exception it raises
# is reported on stderr and the program goes on; inherited, added or deleted after the
# class was made; on subclasses of list, dict and Exception.


class A:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("del", self.n)


a = A("del-stmt")
del a
print("after del")

x = A("rebound-1")
x = A("rebound-2")
print("after rebinding")
x = None
print("after None")


def f():
    local = A("local")
    print("in f", local.n)


f()
print("after f")


def make(n):
    return A(n)


make("discarded")
print("after discarded")
print(make("temporary").n)
print("after temporary")

d = {1: A("d1"), 2: A("d2")}
del d[1]
print("after del d[1]")
d.clear()
print("after d.clear()")

l = [A("only")]
l.pop()
print("after pop")
l.append(A("replaced"))
l[0] = 5
print("after setitem")


class Holder:
    def __init__(self, name, inner):
        self.name = name
        self.inner = inner

    def __del__(self):
        print("holder del", self.name, self.inner.n)


h = Holder("outer", A("inner"))
del h
print("after holder")

saved = []


class Phoenix:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("phoenix del", self.n)
        saved.append(self)


p = Phoenix(7)
del p
print("saved", len(saved), saved[0].n)
saved.clear()
print("after clearing saved (no second __del__)")


# (The error's report on stderr names the `__del__` it came from; a callable object with
# its own repr stands for the function, whose repr would show an address.)
class Reporter:
    def __repr__(self):
        return "<the __del__ of Raises>"

    def __call__(self):
        print("raising in __del__")
        raise ValueError("boom")


class Raises:
    __del__ = Reporter()


r = Raises()
del r
print("program goes on")


class Base:
    def __del__(self):
        print("Base.__del__ of", type(self).__name__)


class Child(Base):
    pass


class Grandchild(Child):
    def __del__(self):
        print("Grandchild.__del__")
        super().__del__()


c = Child()
del c
g = Grandchild()
del g
print("after inheritance")


class Late:
    pass


late = Late()
Late.__del__ = lambda self: print("late __del__")
del late
print("after late")


class LateBase:
    pass


class LateChild(LateBase):
    pass


lc = LateChild()
LateBase.__del__ = lambda self: print("late base __del__")
del lc
print("after late base")

del LateBase.__del__
lc = LateChild()
del lc
print("after deleting __del__")


class L(list):
    def __del__(self):
        print("L del", len(self))


class D(dict):
    def __del__(self):
        print("D del", sorted(self))


class E(Exception):
    def __del__(self):
        print("E del", self.args)


ll = L([1, 2, 3])
del ll
dd = D(a=1, b=2)
del dd
print("after builtin subclasses")
try:
    raise E("caught")
except E as e:
    print("handling", e.args)
print("after except")


def gen():
    held = A("in generator")
    yield held.n
    yield "second"


it = gen()
print(next(it))
del it
print("after generator")
for v in gen():
    print("got", v)
print("after loop")


class Counter:
    count = 0

    def __del__(self):
        Counter.count += 1


# (Read through a call of a builtin: a finalizer waits for the next such call, see
# vm-std/README.md, so a plain `Counter.count` read straight after the last drop would
# still see the old count.)
for i in range(5):
    Counter()
print("count", getattr(Counter, "count"))
objs = [Counter() for i in range(3)]
objs = None
print("count", getattr(Counter, "count"))
print("end")
