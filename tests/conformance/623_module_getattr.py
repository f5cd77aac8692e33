# A module's own __getattr__ (PEP 562): attribute reads, hasattr/getattr with a default,
# from-imports of names it computes, names it refuses (AttributeError / ImportError), an
# error other than AttributeError passing through, and bound names never reaching it.
import modules.lazy_attrs as lazy
from modules.lazy_attrs import computed_alpha, bound

print(lazy.bound, bound, lazy.computed_beta, computed_alpha)
print(hasattr(lazy, "computed_x"), hasattr(lazy, "missing"), getattr(lazy, "nope", "dflt"))
try:
    lazy.missing
except AttributeError as e:
    print("AttributeError:", e)
try:
    from modules.lazy_attrs import absent
except ImportError as e:
    print("ImportError:", str(e).split(" (")[0])
try:
    lazy.boom
except KeyError as e:
    print("KeyError passes through:", e)
for _ in range(3):
    lazy.computed_loop
# (CPython's import system also asks the hook for `__path__` on each from-import of a
# module that is not a package; vm-std does not probe it.)
print([name for name in lazy.calls if name != "__path__"])
