# A user exception class's message, when `__str__` or `__repr__` is defined on it or a
# base after instances were raised already (the class's answer to "does str() run Python
# code" must follow such changes), and the traceback an exception keeps across raises.
class Base(Exception):
    pass


class E(Base):
    pass


class F(E):
    def __init__(self, n):
        super().__init__("f%d" % n)
        self.n = n


def raise_it(cls, *args):
    raise cls(*args)


def catch(cls, *args):
    try:
        raise_it(cls, *args)
    except Exception as e:
        return type(e).__name__, str(e), repr(e), e.args


print(catch(E, "one"))
print(catch(F, 1))
Base.__str__ = lambda self: "base str of " + repr(self.args)
print(catch(E, "two"))
print(catch(F, 2))
E.__repr__ = lambda self: "E-repr"
print(catch(E, "three"))
print(catch(F, 3))
del E.__repr__
print(catch(E, "four"))
del Base.__str__
print(catch(E, "five"), catch(F, 5))

# A new exception object has no traceback until raised; once caught it has one, and
# `raise e` again adds the raising frame in front.
e = E("fresh")
print(e.__traceback__, e.__context__, e.__cause__)


def again(exc):
    raise exc


try:
    again(e)
except E as caught:
    print(caught is e, caught.__traceback__ is not None)
    first = caught.__traceback__
try:
    try:
        again(e)
    except E:
        raise
except E as c2:
    print(c2 is e, c2.__traceback__ is not None)

# Attributes set on an exception before it is raised stay beside `__traceback__` and
# `__context__`, in any order.
class G(Exception):
    pass


for order in range(3):
    g = G(order)
    if order == 1:
        g.note = "n"
    if order == 2:
        g.other = 1
        g.note = "m"
    try:
        try:
            {}[order]
        except KeyError:
            raise g
    except G as x:
        print(x.args, getattr(x, "note", None), getattr(x, "other", None),
              type(x.__context__).__name__, x.__context__.args)
