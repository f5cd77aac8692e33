# property(fget, fset, fdel, doc) and its keyword forms, __doc__ (the getter's by
# default, kept through .setter/.deleter copies), and CPython 3.11's messages for a
# missing getter, setter or deleter, which name the attribute and the class.
class T:
    def _get(self):
        "getter doc"
        return 1

    def _set(self, v):
        print("set", v)

    def _del(self):
        print("deleted")

    x = property(_get, None, None, "the x")
    y = property(_get)
    w = property(doc="only doc")
    v = property(fget=_get, doc="kw doc")
    full = property(_get, _set, _del, "all four")
    kw = property(fset=_set, fget=_get, fdel=_del)
    nodoc = property(lambda self: 0)

    @property
    def z(self):
        "z doc"
        return 2

    @z.setter
    def z(self, value):
        print("z set", value)


class Outer:
    class In:
        @property
        def p(self):
            return 3


late = property(T._get)
T.late = late
t = T()
print(t.x, t.y, t.v, t.full, t.kw, t.nodoc, t.z, t.late)
print(T.x.__doc__, T.y.__doc__, T.w.__doc__, T.v.__doc__, T.full.__doc__)
print(T.kw.__doc__, T.nodoc.__doc__, T.z.__doc__, late.__doc__)
t.full = 10
del t.full
t.kw = 11
del t.kw
t.z = 12
for stmt in ["t.x = 1", "del t.x", "del t.z", "t.late = 1", "del t.late", "t.w",
             "Outer.In().p = 1", "del Outer.In().p", "t.y = 2", "t.nodoc = 3"]:
    try:
        exec(stmt)
        print("ok", stmt)
    except AttributeError as e:
        print(stmt, "->", e)


def g(self):
    "g's doc"


print(property(g).__doc__, property(g, doc=None).__doc__, property(g, doc="D").__doc__)
print(property().__doc__, property(None, None, None, "x").__doc__)
pd = property(g, doc="explicit")
print(pd.setter(g).__doc__, pd.getter(lambda s: 0).__doc__)
pg = property(g)


def h(self):
    "h's doc"


print(pg.getter(h).__doc__, pg.setter(h).__doc__)
print(type(T.x).__name__, T.full.fget is T._get, T.full.fset is T._set, T.full.fdel is T._del)
