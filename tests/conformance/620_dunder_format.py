# __format__: called by f-strings (with and without a spec), format() and str.format;
# object.__format__ refuses a non-empty spec; super().__format__; a non-str result.
class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec):
        if spec.endswith('$'):
            return '$' + format(self.v, spec[:-1])
        return format(self.v, spec)
    def __str__(self): return f"Money({self.v})"
m = Money(12.5)
print(f"{m}", f"{m:.2f$}", f"{m:>8}", format(m, ".1f"), "{:$}".format(m), "{0!s:>12}|{0!r:.5}".format(m))
class Plain:
    def __str__(self): return "plain"
print(f"{Plain()}", format(Plain()), f"{Plain()!s:>7}")
try:
    f"{Plain():>7}"
except TypeError as e:
    print(e)
class Bad:
    def __format__(self, spec): return 42
try:
    format(Bad(), "x")
except TypeError as e:
    print(e)
class Sub(Money):
    def __format__(self, spec):
        return "<" + super().__format__(spec) + ">"
print(f"{Sub(3):05.1f}")
print(format(object.__format__(Plain(), "")))
print(dict.fromkeys("abc"), dict.fromkeys([1, 2], 0), dict.fromkeys([]))
from collections import OrderedDict
od = OrderedDict.fromkeys("xyz", 1)
print(od, type(od).__name__)
class L(list): pass
class I(int): pass
class S(str): pass
print(format(I(5), "03d"), format(S("ab"), ">4"), f"{L([1])}")
try:
    format(L([1]), ">5")
except TypeError as e:
    print(e)

# format()'s and object.__format__'s argument checks name None as None (CPython's).
for args in [(1, None), (1, 2), ("x", b"y")]:
    try:
        format(*args)
    except TypeError as e:
        print(e)
for args in [(None,), (3,)]:
    try:
        type("A", (), {})().__format__(*args)
    except TypeError as e:
        print(e)
