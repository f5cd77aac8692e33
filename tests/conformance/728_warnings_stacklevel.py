# warnings.warn's stacklevel counts the frames up from the caller: through functions,
# methods, __init__, generators, comprehensions and lambdas; beyond the outermost frame
# the place is sys:1. The registry of warnings shown is the module's __warningregistry__.
import warnings


def report(log):
    for w in log:
        print(w.category.__name__, str(w.message), w.lineno, w.filename == __file__)
    log.clear()


def level(n):
    warnings.warn(f"level {n}", stacklevel=n)


def middle(n):
    level(n)


def top(n):
    middle(n)


class Thing:
    def __init__(self):
        warnings.warn("made a Thing", FutureWarning, stacklevel=2)

    def method(self):
        warnings.warn("method", stacklevel=1)

    @property
    def prop(self):
        warnings.warn("property read", DeprecationWarning, stacklevel=2)
        return 1


def gen():
    for i in range(2):
        warnings.warn(f"gen {i}", stacklevel=2)
        yield i


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    for n in (1, 2, 3, 4, 5):
        top(n)
    report(log)
    t = Thing()
    t.method()
    print(t.prop)
    report(log)
    for x in gen():
        pass
    print(list(gen()))
    report(log)
    [level(2) for _ in range(2)]
    {k: level(1) for k in range(1)}
    report(log)
    f = lambda: warnings.warn("from a lambda")
    f()
    (lambda: level(2))()
    report(log)

print("__warningregistry__" in globals())
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("default")
    for i in range(3):
        level(1)
        level(2)
        warnings.warn("same text")
        warnings.warn("same text")
    report(log)
print(type(__warningregistry__).__name__, __warningregistry__.get("version") is not None)
