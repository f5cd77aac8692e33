# from-imports: names, aliases, star (with and without __all__), submodules.
from modules.plain import alpha, greet as hello
from modules.plain import *
from modules.exports import *

print(alpha, hello("world"), beta)
print(public_one, _chosen)
try:
    public_two
except NameError as e:
    print("NameError:", e)
try:
    _gamma
except NameError as e:
    print("NameError:", e)
from modules import plain, exports

print(sorted(n for n in dir(plain) if not n.startswith("__")))
print(exports.public_two)
