# sys: argv, path, modules, the recursion limit, version_info, maxsize.
import sys

print(len(sys.argv), sys.argv[0].endswith("371_sys_module.py"))
print(sys.path[0].endswith("conformance"))
print("sys" in sys.modules, sys.modules["sys"] is sys, "__main__" in sys.modules)
print(sys.maxsize == 2**63 - 1, sys.version_info[0], sys.version_info >= (3, 8))
old = sys.getrecursionlimit()
sys.setrecursionlimit(old + 500)
print(sys.getrecursionlimit() - old)


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


print(depth(1200))
sys.setrecursionlimit(old)
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print("ValueError:", e)
try:
    sys.setrecursionlimit("x")
except TypeError as e:
    print("TypeError:", e)
print(sys.intern("abc") == "abc", __name__)
