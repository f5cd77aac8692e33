# str() of an exception whose class defines __repr__ but no __str__ is BaseException's
# (its args), not the repr: CPython's MRO reaches BaseException.__str__ before
# object.__str__. Also after a base's __str__ is deleted, for f-strings, %-formatting,
# print, and the caught and uncaught paths; containers show the repr.


class Base(Exception):
    def __str__(self):
        return "base"


class WithRepr(Base):
    def __repr__(self):
        return "WithRepr!"


class E(Exception):
    def __repr__(self):
        return "E!"


class F(KeyError):
    def __repr__(self):
        return "F!"


class Plain:
    def __str__(self):
        return "plain"


class PlainRepr(Plain):
    def __repr__(self):
        return "plain-repr"


w = WithRepr("x")
print(str(w), repr(w))
del Base.__str__
print(str(w), repr(w), f"{w}", "%s" % w, [w])
for e in (E(), E("a"), E("a", 2), F("k"), F()):
    print(repr(str(e)), repr(e), f"<{e}>", "%s" % (e,), [e])
try:
    raise E("boom")
except E as caught:
    print("caught", caught, repr(caught))
p = PlainRepr()
print(str(p))
del Plain.__str__
print(str(p))
