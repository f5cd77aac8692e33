# A recursion through lru_cache takes two levels of the recursion limit a call (the
# wrapper and the function), as CPython's: fib(499) fits under the default limit, fib(500)
# does not. Calls through map() and with keywords go the same way.
from functools import lru_cache
import sys


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


for n in (300, 499, 500, 700):
    fib.cache_clear()
    try:
        print(n, fib(n) % 1000003)
    except RecursionError as e:
        print(n, "RecursionError", e)
    print(fib.cache_info().currsize)

fib.cache_clear()
print(list(map(fib, [10, 20, 30])), fib.cache_info())
fib.cache_clear()
print(fib(n=50), fib.cache_info().misses)


@lru_cache(maxsize=16)
def down(n):
    return 0 if n == 0 else 1 + down(n - 1)


for n in (400, 499, 500):
    down.cache_clear()
    try:
        print(n, down(n))
    except RecursionError:
        print(n, "RecursionError")
sys.setrecursionlimit(3000)
fib.cache_clear()
print(fib(1400) % 1000003, fib.cache_info().currsize)
