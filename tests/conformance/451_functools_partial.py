# functools.partial: merged arguments, attributes, repr, nesting, subclasses.
from functools import partial


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


def f(a, b=2, *rest, **kw):
    return (a, b, rest, kw)


p = partial(f, 1, b=3)
print(p(), p(z=6), p(b=5), p.args, p.keywords, p.func is f)
show("dup b", lambda: p(4))
q = partial(f, 1)
print(q(2, 3, 4, x=1), q(), partial(f)(9))
basetwo = partial(int, base=2)
print(basetwo("1011"), basetwo("11", base=10), repr(basetwo))
print(repr(partial(max, 1, key=abs)), repr(partial(len)), repr(partial(print, "x", sep="-", end="!")))
print(partial(max, 3)(1, 9), partial(sorted, reverse=True)([2, 3, 1]))
print(list(map(partial(pow, 2), range(6))))

# A partial of a partial takes the inner one's function and arguments.
pp = partial(p, z=8)
print(pp.func is f, pp.args, pp.keywords, pp())
pp2 = partial(q, 7, z=8)
print(pp2.func is f, pp2.args, pp2.keywords, pp2(0))
p.extra = "attr"
pq = partial(p, 9)
print(pq.func is p, pq.args, p.extra, p.__dict__, pq.__dict__)

# The keywords dict is the partial's own: changing it changes later calls.
k = partial(f, 0)
k.keywords["c"] = 1
print(k())
show("set func", lambda: setattr(p, "func", len))


class Adder:
    def __init__(self, n):
        self.n = n

    def add(self, x, y=0):
        return self.n + x + y


add5 = partial(Adder(5).add, y=100)
print(add5(1), partial(Adder, 3)().n, partial(Adder.add, Adder(1))(2))


class WithPartial:
    scale = partial(lambda x, y: x * y, 10)


print(WithPartial().scale(4), WithPartial.scale(2))


class MyPartial(partial):
    def describe(self):
        return "calls %s" % self.func.__name__


mp = MyPartial(f, "m")
print(mp(), mp.describe(), type(mp).__name__, isinstance(mp, partial), repr(MyPartial(max, 1)))
print(type(p).__name__, type(p).__module__, type(p) is partial, partial.__name__, partial)
print(isinstance(p, partial))
show("del func", lambda: delattr(p, "args"))
show("no args", lambda: partial())
show("not callable", lambda: partial(1))
show("not callable kw", lambda: partial(None, x=1))
show("call raises", lambda: partial(lambda: 1 / 0)())
show("bad call", lambda: partial(f)())
show("attr", lambda: partial(len).missing)
