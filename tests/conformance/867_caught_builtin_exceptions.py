# Exceptions the VM raises, caught: their class, args, message and attributes as
# CPython's, in a handler of the same frame and one frame up, with and without `as`.
def lookup(d, k):
    try:
        return d[k]
    except KeyError as e:
        return ("missing", e.args, str(e), repr(e), type(e).__name__)


def convert(t):
    try:
        return int(t)
    except ValueError as e:
        return ("bad", e.args, str(e), e.__context__, e.__cause__)


def inner(d, k):
    return d[k]


def outer(d, k):
    try:
        return inner(d, k)
    except LookupError as e:
        return (type(e).__name__, e.args, e.__traceback__ is not None)


d = {1: "a", (2, 3): "b"}
for k in [1, 0, (2, 3), (4,), "s", None, 2.5]:
    print(lookup(d, k))
for t in ["12", "x1", "", " 7 ", "1_0", "0x10"]:
    print(convert(t))
for k in [1, 5, "q", (1,)]:
    print(outer(d, k))
print(outer([1, 2], 7))

# An OSError the VM raises: its subclass, errno, strerror and filename.
for path in ["/nonexistent/dir/file.txt", "/"]:
    try:
        open(path)
    except OSError as e:
        print(type(e).__name__, e.errno, e.strerror, e.filename, e.args, str(e))
    try:
        open(path)
    except FileNotFoundError as e:
        print("not found", isinstance(e, OSError), e.args)
    except IsADirectoryError as e:
        print("a directory", e.errno, str(e))

# Other builtin errors: their args and messages.
cases = [
    lambda: 1 // 0,
    lambda: [][3],
    lambda: (1).nope,
    lambda: undefined_name,
    lambda: "a" + 1,
    lambda: next(iter([])),
    lambda: {}.pop("k"),
    lambda: [].pop(),
    lambda: int("9" * 5000),
]
for f in cases:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, len(e.args), str(e)[:60], isinstance(e, ArithmeticError),
              isinstance(e, LookupError))

# A handler inside a handler: the inner exception's context is the outer one, and the
# outer one is handled again after it.
def nested():
    try:
        {}["a"]
    except KeyError as a:
        try:
            int("b")
        except ValueError as b:
            print(type(b.__context__).__name__, b.__context__ is a, b.__context__.args)
        try:
            {}["c"]
        except KeyError as c:
            print(c.__context__ is a, c.args)
        return a


e = nested()
print(e.args, e.__context__)

# The same caught many times: each is a new object with its own traceback.
seen = []
for i in range(5):
    try:
        {}[i]
    except KeyError as e:
        seen.append(e)
print([s.args for s in seen], len({id(s) for s in seen}), all(s.__traceback__ is not None for s in seen))
