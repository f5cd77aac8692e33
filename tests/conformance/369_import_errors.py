# ModuleNotFoundError and ImportError as CPython raises them, caught.
import sys

try:
    import no_such_module_here
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
try:
    import modules.no_such_sub
except ImportError as e:
    print(type(e).__name__, e)
try:
    import modules.plain.deeper
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
try:
    from modules.plain import nothing
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
try:
    import modules.broken
except ValueError as e:
    print("ValueError:", e)
print("modules.broken" in sys.modules)
try:
    import modules.broken
except ValueError as e:
    print("again:", e)
print(issubclass(ModuleNotFoundError, ImportError))
