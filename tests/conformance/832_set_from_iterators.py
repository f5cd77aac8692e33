# set() of a generator, an iterator, a user iterable, with plain and user keys, duplicates,
# an unhashable item, and a generator that raises.


class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k % 3)

    def __eq__(self, other):
        return isinstance(other, Key) and self.k % 3 == other.k % 3

    def __repr__(self):
        return f"Key({self.k})"


class Bag:
    def __init__(self, items):
        self.items = items

    def __iter__(self):
        return iter(self.items)


def noisy(n):
    for i in range(n):
        print("yield", i)
        yield i * 7 % 5


def failing():
    yield 1
    raise ValueError("stop here")


def main():
    vec = (3, 1, 7, 5, 0, 2, 4, 6)
    cols = range(8)
    for _ in range(3):
        print(len(set(vec[i] + i for i in cols)), len(set(vec[i] - i for i in cols)))
    print(sorted(set(noisy(6))))
    print(sorted(set(iter([5, 3, 5, 1, 3]))), sorted(set(map(abs, [-1, 1, -2]))))
    print(sorted(set(Bag([4, 4, 2]))), set(Bag([])), set(x for x in ()))
    keys = set(Key(i) for i in range(7))
    print(len(keys), sorted(k.k for k in keys))
    mixed = set(v for v in [1, Key(4), "a", Key(1), 1.0, "a"])
    print(len(mixed))
    print(sorted(set(str(i % 4) for i in range(10))))
    try:
        set([1, 2] if i == 2 else i for i in range(4))
    except TypeError as e:
        print("TypeError", e)
    try:
        set(failing())
    except ValueError as e:
        print("ValueError", e)
    s = set(x for x in [frozenset({1}), frozenset({1}), (1, 2)])
    print(len(s))


main()
