# map() and filter(): lazy iterators calling Python functions, lambdas, builtins and
# classes on the items of one or several iterables (generators included), filter(None, ...)
# by truthiness (an instance's __bool__), an error raised by the mapped function.
print(list(map(str, [1, 2, 3])), list(map(lambda a, b: a * b, [1, 2, 3], (4, 5))))
print(list(filter(None, [0, 1, "", "x", [], [2]])), list(filter(lambda v: v % 2, range(7))))
m = map(len, ["ab", "c"])
print(type(m).__name__, next(m), list(m), isinstance(m, map))
def gen():
    yield from range(4)
print(sum(map(lambda x: x * x, gen())), sorted(filter(lambda c: c in "aeiou", "education")))
class Box:
    def __init__(self, n): self.n = n
    def __bool__(self): return self.n > 1
print([b.n for b in filter(None, map(Box, range(4)))])
print(dict(map(lambda kv: (kv[1], kv[0]), {"a": 1, "b": 2}.items())))
try:
    list(map(lambda x: 1 / x, [1, 0]))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
