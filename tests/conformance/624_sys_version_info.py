# sys.version_info is a structseq: named read-only fields, a tuple otherwise.
import sys
v = sys.version_info
print(v.major, v.minor >= 8, v.releaselevel, v.serial)
print(v[:2] >= (3, 8), v >= (3, 8), v < (4,), isinstance(v, tuple), len(v))
major, minor, *rest = v
print(major, rest[1:], type(v).__name__, type(v).n_fields, type(v).n_sequence_fields)
r = repr(v)
print(r[:r.index("minor=")], r[r.index("releaselevel"):])
print(str(v)[:30])
try:
    v.major = 4
except AttributeError as e:
    print("AttributeError", e)
try:
    v.foo = 4
except AttributeError as e:
    print("AttributeError", e)
try:
    type(v)()
except TypeError as e:
    print("TypeError", e)
try:
    type(v)((1, 2, 3, 'a', 0))
except TypeError as e:
    print("TypeError", e)
print(hash(v) == hash(tuple(v)), v == tuple(v), tuple(v)[3], list(v)[0])
print("%d.%d" % v[:2] == "%d.%d" % (v.major, v.minor))
print(sys.version_info.__class__.__mro__[1].__name__)
