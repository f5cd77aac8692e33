# Exceptions reduce to (type, args[, dict]) and are copied through it (the class called
# again with the arguments, then __setstate__); the descriptors of BaseException's fields
# have __get__, __set__, __delete__, __name__, __qualname__, __objclass__.
import copy

e = ValueError(1, 2)
print(e.__reduce__())
e.x = 5
print(e.__reduce__())
print(repr(copy.copy(e)), copy.copy(e).x, copy.deepcopy(e).x)
print(KeyError("k").__reduce__(), BaseException().__reduce__())


class AppError(Exception):
    def __init__(self, code, detail=None):
        super().__init__(f"code {code}")
        self.code = code
        self.detail = detail


a = AppError(7, ["x"])
r = a.__reduce__()
print(r[0].__name__, r[1], r[2])
b = copy.copy(a)
print(type(b).__name__, b.args, b.code, b.detail is a.detail)
c = copy.deepcopy(a)
print(c.args, c.code, c.detail, c.detail is a.detail)


class Slotted(Exception):
    __slots__ = ("s",)


s = Slotted(3)
s.s = 4
s.d = 5
print(s.__reduce__(), hasattr(copy.copy(s), "s"), copy.copy(s).d)


class Custom(Exception):
    def __reduce__(self):
        return (Custom, ("rebuilt",))


print(copy.copy(Custom("orig")).args)

st = ValueError("m")
st.__setstate__({"a": 1, "b": 2})
print(st.a, st.b, st.__setstate__(None))
try:
    st.__setstate__([1])
except TypeError as ex:
    print("TypeError", ex)

# The field descriptors.
for name in ("__traceback__", "__context__", "__cause__", "__suppress_context__"):
    d = BaseException.__dict__[name]
    print(type(d).__name__, d.__name__, d.__qualname__, d.__objclass__, d.__doc__)
    print(d.__get__(None, ValueError) is d, d.__get__(ValueError()))
    for bad in (lambda: d.__get__(None, None), lambda: d.__get__(1), lambda: d.__delete__(ValueError())):
        try:
            bad()
        except TypeError as ex:
            print("TypeError", ex)

t = BaseException.__dict__["__traceback__"]
ctx = BaseException.__dict__["__context__"]
sup = BaseException.__dict__["__suppress_context__"]
err = KeyError("z")
inner = ValueError("inner")
ctx.__set__(err, inner)
sup.__set__(err, True)
print(err.__context__ is inner, err.__suppress_context__, t.__set__(err, None))
for bad in (lambda: ctx.__set__(err, 5), lambda: sup.__set__(err, 1), lambda: t.__set__(err, "tb"), lambda: t.__set__(3, None)):
    try:
        bad()
    except TypeError as ex:
        print("TypeError", ex)
try:
    raise ValueError("v")
except ValueError as caught:
    print(t.__get__(caught) is caught.__traceback__, type(t.__get__(caught)).__name__)
print(type(t.__get__).__name__, type(t.__set__).__name__)
