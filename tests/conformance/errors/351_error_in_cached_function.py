# expect: 10: ZeroDivisionError: division by zero
# An error in a function lru_cache wraps, raised in a recursion through the cache: the
# traceback shows each level of the recursion (the wrapper itself is not a frame).
from functools import lru_cache


@lru_cache(maxsize=None)
def inverse_sum(n):
    if n == 0:
        return 1 / n
    return 1 / n + inverse_sum(n - 1)


print(inverse_sum.cache_info())
print(inverse_sum(3))
