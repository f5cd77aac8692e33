# Builtin exceptions made, raised and caught on the fast paths: a builtin class's
# instance made without looking its __new__/__init__ up, messages rendered only when
# read (a KeyError of a plain key, an error of the VM caught and printed later), and the
# cases that keep the general path (an OSError errno mapping, an instance key whose
# __repr__ runs, user subclasses with __str__).
def show(e):
    print(type(e).__name__, repr(str(e)), repr(e), e.args)

for make in [lambda: ValueError(), lambda: ValueError(1), lambda: ValueError("a", 2),
             lambda: KeyError("k"), lambda: KeyError(), lambda: IndexError(3, 4),
             lambda: OSError(2, "No such file"), lambda: OSError(13, "denied", "f.txt"),
             lambda: StopIteration(7), lambda: ZeroDivisionError("z")]:
    e = make()
    show(e)
    try:
        raise e
    except Exception as caught:
        print("  caught", caught is e, type(caught).__name__)

d = {}
for key in [1, "s", (1, "a"), None, 2.5, frozenset({1}), ("nested", (1, 2))]:
    try:
        d[key]
    except KeyError as e:
        show(e)
        print("  ", e.args[0] == key, str(e) == repr(key))

class K:
    def __repr__(self):
        return "<K>"
    def __hash__(self):
        return 7
try:
    d[K()]
except KeyError as e:
    print(str(e), repr(e))
try:
    d[(K(), 1)]
except KeyError as e:
    print(str(e))

class Mine(ValueError):
    def __str__(self):
        return "mine!"
try:
    raise Mine("x")
except ValueError as e:
    print(str(e), repr(e), e.args)

for bad in [lambda: [][1], lambda: {}.popitem(), lambda: int("x"), lambda: 1 / 0,
            lambda: None.attr, lambda: "a" + 1, lambda: [].pop(), lambda: {}["gone"]]:
    try:
        bad()
    except Exception as e:
        show(e)
        first = e
    try:
        try:
            bad()
        except Exception:
            raise RuntimeError("again")
    except RuntimeError as e:
        ctx = e.__context__
        print("  context", type(ctx).__name__, repr(str(ctx)), ctx.__traceback__ is not None)

try:
    ValueError(x=1)
except TypeError as e:
    print("TypeError", e)
print(isinstance(OSError(2, "x"), FileNotFoundError), type(OSError(2, "x")).__name__)
