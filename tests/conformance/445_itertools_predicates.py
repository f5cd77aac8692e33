# starmap, takewhile, dropwhile, filterfalse and compress.
from itertools import starmap, takewhile, dropwhile, filterfalse, compress, count


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(starmap(lambda *a: sum(a), [(), (1,), [1, 2], "", range(4)])))
print(list(starmap(max, [[3, 1], (2, 8)])), list(starmap(len, [["ab"]])))
print(list(starmap(divmod, zip(range(10, 14), [3, 3, 3, 3]))))


def pairs():
    yield (1, 2)
    yield iter([3, 4])


print(list(starmap(lambda a, b: a * b, pairs())))
show("starmap not iterable item", lambda: list(starmap(len, [1])))
show("starmap one arg", lambda: starmap(len))
show("starmap kw", lambda: starmap(len, [], x=1))
show("starmap not iterable", lambda: starmap(len, 3))

print(list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(takewhile(lambda x: x < 5, [])), list(takewhile(bool, [1, 2, 0, 3])))
print(list(takewhile(lambda x: x < 20, count(0, 7))))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(dropwhile(lambda x: True, [1, 2])), list(dropwhile(bool, [1, 0, 2, 0])))
print(list(filterfalse(lambda x: x % 2, range(10))))
print(list(filterfalse(None, [0, 1, "", "a", None, [], [0], 0.0])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(compress("ABC", [True, True])), list(compress([], [1])), list(compress("AB", [])))
print(list(compress(data=range(6), selectors=[0, 1] * 3)))
print(list(compress(count(), [1, 0, 0, 1, 1])))

# takewhile stops reading at the first failure; dropwhile reads until then.
it = iter([1, 2, 10, 3, 4])
print(list(takewhile(lambda x: x < 5, it)), list(it))
it = iter([1, 2, 10, 3, 4])
dw = dropwhile(lambda x: x < 5, it)
print(next(dw), list(it))


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        print("bool", self.on)
        return self.on


print(list(compress("xyz", [Flag(True), Flag(False), Flag(True)])))
print(len(list(filterfalse(None, [Flag(False), Flag(True)]))))


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


print(len(list(takewhile(bool, [Sized(2), Sized(1), Sized(0), Sized(3)]))))
show("pred raises", lambda: list(takewhile(lambda x: 1 / x, [1, 0])))
show("bool raises", lambda: list(dropwhile(lambda x: x, [Flag(1)])))
show("takewhile kw", lambda: takewhile(pred=len, iterable=[]))
show("dropwhile one", lambda: dropwhile(len))
show("filterfalse none", lambda: filterfalse())
show("compress missing", lambda: compress([1]))
show("compress bad kw", lambda: compress([1], [1], x=2))
