# Key functions called from builtins (min, max, sorted, list.sort): plain functions of
# exact arity, ones with defaults, bound methods, closures, generator functions, and
# errors raised inside them (with their tracebacks' frames).
import traceback

rows = [(3, "c"), (1, "a"), (2, "b"), (1, "z")]
print(min(rows, key=lambda r: r[0]), max(rows, key=lambda r: r[0]))
print(max(rows, key=lambda r: (r[0], r[1])), min(rows, key=lambda r: -r[0]))


def second(r, scale=1):
    return r[1] * scale


print(min(rows, key=second), max(rows, key=second))
print(sorted(rows, key=second))


class Ranker:
    def __init__(self, bias):
        self.bias = bias

    def rank(self, r):
        return r[0] * self.bias


print(max(rows, key=Ranker(-1).rank), min(rows, key=Ranker(2).rank))

weights = {"a": 5, "b": 1, "c": 3, "z": 0}
print(min(rows, key=lambda r: weights[r[1]]))


def gen_key(r):
    yield r


try:
    max(rows, key=gen_key)
except TypeError as e:
    print("TypeError:", e)


def bad_key(r):
    if r[0] == 2:
        raise ValueError("no twos: %r" % (r,))
    return r[0]


for f in (min, max, sorted):
    try:
        f(rows, key=bad_key)
    except ValueError as e:
        print(f.__name__, "ValueError:", e)
        frames = traceback.extract_tb(e.__traceback__)
        print([fr.name for fr in frames])


def deep(n):
    return n if n < 1 else max([n - 1], key=deep)


print(deep(50))
calls = []
print(max(range(5), key=lambda x: calls.append(x) or -abs(x - 2)), calls)
try:
    min(rows, key=lambda: 0)
except TypeError as e:
    print("TypeError:", e)
