# functools.reduce.
from functools import reduce
import operator


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.add, [1, 2, 3, 4], 10))
print(reduce(operator.mul, range(1, 21)), reduce(operator.mul, range(1, 30)))
print(reduce(lambda a, b: a * 10 + b, [1, 2, 3]), reduce(max, [3, 9, 2]))
print(reduce(operator.add, ["a", "b", "c"]), reduce(operator.add, [[1], [2]], []))
print(reduce(operator.add, [5]), reduce(operator.add, [], 7), reduce(operator.sub, [10, 1, 2]))
print(reduce(operator.truediv, [1, 2, 4]), reduce(operator.add, [0.1] * 10))
print(reduce(lambda acc, x: acc + [x * 2], range(4), []))
print(reduce(operator.or_, [{1}, {2}, {1, 3}]), reduce(operator.and_, [7, 3, 6]))
print(reduce(lambda d, kv: d + [kv[0] * kv[1]], [("a", 1), ("b", 2)], []))
print(reduce(operator.add, (x * x for x in range(5))))
print(reduce(operator.add, range(100000)))
print(reduce(pow, [2, 3, 2]))


class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)


print(reduce(operator.add, [Vec(1, 2), Vec(3, 4), Vec(5, 6)]))
print(reduce(lambda a, b: a + b, [Vec(1, 1)] * 3, Vec(0, 0)))


class Acc:
    def __init__(self):
        self.calls = 0

    def __call__(self, a, b):
        self.calls += 1
        return a + b


acc = Acc()
print(reduce(acc, range(5)), acc.calls)

show("empty", lambda: reduce(operator.add, []))
show("empty gen", lambda: reduce(operator.add, (x for x in [])))
show("one arg", lambda: reduce(operator.add))
show("not callable", lambda: reduce(1, [1, 2]))
show("not iterable", lambda: reduce(operator.add, 1))
show("raises", lambda: reduce(lambda a, b: a / b, [1, 0]))
show("type error", lambda: reduce(operator.add, [1, "a"]))
show("too many", lambda: reduce(operator.add, [1], 2, 3))
show("kw", lambda: reduce(operator.add, [1], initial=2))
