# warnings: the stderr text and its source line, once per place by default, stacklevel,
# catch_warnings(record=True), every filter action, filterwarnings by message and module,
# resetwarnings, a replaced showwarning, the category and action errors.
import io
import sys
import warnings


def capture(fn, *args, **kwargs):
    saved = sys.stderr
    sys.stderr = io.StringIO()
    try:
        fn(*args, **kwargs)
        return sys.stderr.getvalue().replace(__file__, "FILE")
    finally:
        sys.stderr = saved


def old_api():
    warnings.warn("old_api is deprecated", DeprecationWarning, stacklevel=2)
    return 1


def helper():
    warnings.warn("from helper")


def repeat(n):
    for i in range(n):
        warnings.warn("in a loop", RuntimeWarning)


print(repr(capture(helper)))
print(repr(capture(helper)))          # same place: shown once
print(repr(capture(repeat, 3)))
print(repr(capture(old_api)))         # DeprecationWarning in __main__: shown
print(repr(capture(warnings.warn, "direct", UserWarning)))
print(repr(capture(warnings.warn, UserWarning("an instance"))))
print(repr(capture(warnings.warn, "deep", stacklevel=50)))
print(warnings.formatwarning("msg", UserWarning, "f.py", 3, "  x = 1  "))
print(repr(warnings.formatwarning("msg", FutureWarning, "nofile.py", 3)))

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    helper()
    helper()
    repeat(2)
    old_api()
    warnings.warn("bytes!", BytesWarning)
print(len(log))
for w in log:
    print(w.category.__name__, str(w.message), w.lineno, w.filename == __file__,
          w.line, w.file, w.source)
print(str(log[0]).replace(repr(__file__), "FILE"))
print(type(log[0].message).__name__, log[0].message.args)

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        helper()
    except UserWarning as e:
        print("raised", type(e).__name__, e)
    warnings.simplefilter("ignore", UserWarning)
    print(repr(capture(helper)))

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("ignore")
    warnings.filterwarnings("always", message="keep")
    warnings.warn("keep this one")
    warnings.warn("KEEP this too")
    warnings.warn("drop this")
    warnings.filterwarnings("error", category=RuntimeWarning)
    try:
        warnings.warn("boom", RuntimeWarning)
    except RuntimeWarning as e:
        print("error filter:", e)
    warnings.filterwarnings("always", module="__ma")
    warnings.warn("module filter")
print([str(w.message) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("once")
    for i in range(3):
        helper()
        warnings.warn("again")
print([str(w.message) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("module")
    for i in range(2):
        helper()
        warnings.warn("x")
        warnings.warn("x")
print([(str(w.message), w.lineno) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.resetwarnings()
    warnings.warn("after reset", DeprecationWarning)
    warnings.warn("pending", PendingDeprecationWarning)
print([(w.category.__name__, str(w.message)) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("default")
    for i in range(2):
        warnings.warn("pending", PendingDeprecationWarning)
    warnings.warn_explicit("explicit", UserWarning, "some.py", 42)
    warnings.warn_explicit("explicit", UserWarning, "some.py", 42)
print([(w.category.__name__, str(w.message), w.filename.replace(__file__, "FILE"), w.lineno) for w in log])

seen = []
def my_show(message, category, filename, lineno, file=None, line=None):
    seen.append((str(message), category.__name__, lineno))

with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.showwarning = my_show
    helper()
    warnings.warn("custom", SyntaxWarning)
print(seen, warnings.showwarning is my_show)

with warnings.catch_warnings(action="ignore"):
    print(repr(capture(helper)))
print(warnings.catch_warnings(), warnings.catch_warnings(record=True))
for bad in ("x", 3, int):
    try:
        warnings.warn("m", bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    warnings.simplefilter("sometimes")
except AssertionError as e:
    print("AssertionError:", e)
try:
    warnings.filterwarnings("ignore", category=int)
except AssertionError as e:
    print("AssertionError:", e)
print(warnings.filters[:5] == [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0)])
print(sorted(warnings.__all__))
print(issubclass(DeprecationWarning, Warning), issubclass(Warning, Exception))
