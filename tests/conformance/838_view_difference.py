# dict view differences (keys() - x, items() - x) with every kind of right operand: a
# set, a frozenset, a dict, another view, a list, a generator, a string; the result's
# order is CPython's (a set built from the view, then the operand's elements discarded).
a = {i: i * i for i in range(40)}
b = {i: i * i if i % 2 else -i for i in range(20, 60)}
print(a.keys() - b.keys())
print(a.items() - b.items())
print(a.keys() - set(range(0, 40, 3)))
print(a.keys() - frozenset(range(5, 35)))
print(a.keys() - b)
print(a.items() - [(1, 1), (2, 4), (3, 10)])
print(a.keys() - (i * 2 for i in range(30)))
print({"a": 1, "b": 2, "c": 3}.keys() - "ab")
print(a.items() - {(39, 1521): "x"})
print(a.keys() - a.keys(), a.items() - a.items())
print(set(range(5)) - a.keys(), [1, 2, 50] - a.keys() if False else sorted({1, 2, 50} - a.keys()))
try:
    a.keys() - 5
except TypeError as e:
    print("TypeError", e)
try:
    a.items() - [[1, 1]]
except TypeError as e:
    print("TypeError", e)
big = {i: str(i) for i in range(30000)}
other = {i: str(i) for i in range(10000, 40000)}
d = big.items() - other.items()
print(len(d), min(d), max(d))


# Any iterable on either side of a view's set operator: generators, iterators,
# instances with __iter__ (iterated before a right operand's reflected method runs).
class Items:
    def __iter__(self):
        return iter([1, 2, 99])


class Reflecting:
    def __rsub__(self, other):
        return "rsub"

    def __iter__(self):
        return iter([2])


class NotIterable:
    def __rsub__(self, other):
        return "rsub"


k = {1: "a", 2: "b", 3: "c"}.keys()
print(k - Items(), k | Items(), k & Items(), k ^ Items())
print(k - iter([1]), k | (x for x in [7]), (x for x in [1, 5]) - k, iter([3, 4]) & k)
print(k - Reflecting())
try:
    print(k - NotIterable())
except TypeError as e:
    print("TypeError", e)
view = k
view -= (x for x in [2])
print(view, type(view).__name__)
print({1: 1}.items() | (p for p in [(2, 2)]))
print({1: 2} | {1.0: 3, True: 4, 2: 5}, {**{"a": 1}} | {"b": 2})
# Many removals by an iterable that is not a set: the table is rebuilt (its order too).
print({1: 0, 2: 0, 3: 0, 40: 0}.keys() - range(3), {i: 0 for i in range(12)}.keys() - [0, 1, 2, 3, 4])
