# An exception's message is what its arguments say when it is read: handlers that
# never read it, that change `args`, re-raise it, or read it through a chain.


class Named:
    def __str__(self):
        return "named!"

    def __repr__(self):
        return "Named()"


def risky(i):
    if i % 4 == 0:
        raise KeyError(i)
    if i % 4 == 1:
        raise ValueError("bad", i)
    if i % 4 == 2:
        raise RuntimeError(Named())
    raise LookupError


for i in range(8):
    try:
        risky(i)
    except Exception as e:
        print(type(e).__name__, str(e), repr(e), e.args)

quiet = 0
for i in range(1000):
    try:
        raise KeyError(i)
    except KeyError:
        quiet += 1
print(quiet)

try:
    raise ValueError("original")
except ValueError as e:
    e.args = ("changed",)
    print(e, e.args)
    e.args = [1, 2]
    print(e, e.args)
    e.args = "xy"
    print(e, e.args)


def outer():
    try:
        raise KeyError("inner")
    except KeyError as e:
        e.args = ("mutated",)
        raise


for _ in range(3):
    try:
        outer()
    except KeyError as e:
        print("caught", e, repr(e))

try:
    try:
        raise IndexError(5)
    except IndexError as first:
        first.args = ("renamed",)
        raise TypeError("second")
except TypeError as e:
    print(e, repr(e.__context__), str(e.__context__))


class Custom(Exception):
    def __str__(self):
        return f"custom {self.args}"


try:
    raise Custom(1, 2)
except Custom as e:
    print(e)
