# An exception's __traceback__, __context__, __cause__ and __suppress_context__ are
# BaseException's descriptors over fields of the exception, not instance attributes:
# vars(e) and e.__dict__ list only what the program set.


class AppError(Exception):
    pass


def fresh():
    e = ValueError("v")
    print("fresh", vars(e), e.__dict__)
    print(e.__traceback__, e.__context__, e.__cause__, e.__suppress_context__)


fresh()


def caught():
    try:
        raise AppError("a")
    except AppError as e:
        print("caught", vars(e), e.__dict__, type(e.__traceback__).__name__)
        return e


e = caught()
print("after", vars(e), sorted(e.__dict__))


def chained():
    try:
        try:
            {}["k"]
        except KeyError as k:
            raise AppError("wrapped") from k
    except AppError as e:
        print("chained", vars(e), type(e.__cause__).__name__, e.__suppress_context__)
        print("context is cause", e.__context__ is e.__cause__)
        return e


c = chained()
c.note = 1
print(vars(c))
c.__dict__["extra"] = 2
print(vars(c), c.extra)


# Handled while handling another: the context is set, no attribute appears.
def context():
    try:
        try:
            1 / 0
        except ZeroDivisionError:
            int("x")
    except ValueError as e:
        print("context", vars(e), type(e.__context__).__name__, e.__cause__)
        return e


context()

# The descriptors live on BaseException.
for name in ("__traceback__", "__context__", "__cause__", "__suppress_context__"):
    d = BaseException.__dict__[name]
    print(name, type(d).__name__, d, name in dir(c), hasattr(c, name))
    print(" on a subclass", getattr(AppError, name) is d, name in vars(AppError))
print(ValueError.__traceback__)

# An entry of the instance dict with a descriptor's name does not shadow it.
c.__dict__["__cause__"] = "shadow"
print(type(c.__cause__).__name__, c.__dict__["__cause__"])

# with_traceback sets the traceback and returns the exception.
tb = e.__traceback__
n = KeyError("n")
print(n.with_traceback(tb) is n, n.__traceback__ is tb)
print(n.with_traceback(None) is n, n.__traceback__)
try:
    n.with_traceback("tb")
except TypeError as err:
    print("TypeError", err)
print(vars(n))


# Raising an exception given a traceback goes on from it.
def reraise_with(tb):
    try:
        raise RuntimeError("r").with_traceback(tb)
    except RuntimeError as r:
        print("with_traceback raise", type(r.__traceback__).__name__, vars(r))


reraise_with(tb)


# A user attribute and the fields together.
class Rich(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code


try:
    try:
        raise Rich(7)
    except Rich as r:
        raise LookupError("l") from r
except LookupError as l:
    print(vars(l.__cause__), l.__cause__.code, vars(l))

# A copy has the attributes, not the fields (CPython copies through __reduce_ex__:
# the arguments and the __dict__).
import copy

try:
    raise ValueError("x")
except ValueError as v:
    v.note = 1
    for f in (copy.copy(v), copy.deepcopy(v)):
        print(repr(f), vars(f), f.__traceback__, f.__context__, f.__cause__)
