# getattr(x, name, default) and hasattr on builtin values: a miss gives the default
# (no AttributeError made), hits of methods and data attributes, __class__, functions'
# own attributes, bound methods, properties, and getattr without a default.
import collections
vals = [5, 2.5, True, "s", b"b", [1], (1,), {1: 2}, {1}, range(3), len, str.upper, "a".upper,
        slice(1, 2), collections.deque(maxlen=3), print, int, None, ..., NotImplemented]
for v in vals:
    print(type(v).__name__, getattr(v, "foo", "dflt"), hasattr(v, "foo"),
          hasattr(v, "__class__"), getattr(v, "__class__") is type(v),
          hasattr(v, "__name__"), getattr(v, "__qualname__", "-"), hasattr(v, "append"))
print(getattr(5, "real"), getattr(2.5, "imag"), getattr(True, "numerator"),
      getattr(range(1, 9, 2), "step"), getattr(slice(1, 2), "stop"),
      getattr(collections.deque(maxlen=3), "maxlen"), getattr([], "pop", None) is not None)
def f(a=1): pass
f.tag = 7
class C:
    def m(self): pass
C.m.tag = 8
bound = C().m
print(getattr(f, "tag", 0), getattr(f, "nope", 0), getattr(f, "__defaults__", 0),
      getattr(f, "__module__", 0), getattr(bound, "tag", 0), getattr(bound, "nope", 0),
      getattr(bound, "__name__", 0), hasattr(bound, "__self__"))
print(getattr(int, "from_bytes", None) is not None, getattr(int, "nope", 9), hasattr(list, "append"))
p = property(lambda s: 1, doc=None)
print(getattr(p, "__doc__", 1), getattr(p, "fget", 0) is not None, getattr(p, "nope", 2))
hits = 0
for i in range(1000):
    if getattr(i, "bit_length", None) is not None and getattr(i, "nope", None) is None:
        hits += 1
print(hits)
try:
    getattr(5, "foo")
except AttributeError as e:
    print(e)
try:
    getattr([], 5, None)
except TypeError as e:
    print(e)
