# choice and shuffle on every kind of sequence; shuffle mutates a list in place.
import random

random.seed(11)
print([random.choice([10, 20, 30, 40]) for _ in range(12)])
print([random.choice((1.5, "x", None)) for _ in range(8)])
print("".join(random.choice("abcdefghij") for _ in range(20)))
print("".join(random.choice("αβγδ日本") for _ in range(10)))
print([random.choice(range(100, 200, 9)) for _ in range(8)])
print([random.choice(range(10, 0, -1)) for _ in range(8)])
print([random.choice({0: "zero", 1: "one"}) for _ in range(6)])
print(random.choice([7]), random.choice("z"), random.choice(range(2**40, 2**40 + 3)))
big = list(range(10000))
print([random.choice(big) for _ in range(10)])


class Seq:
    def __len__(self):
        return 5

    def __getitem__(self, i):
        return i * i


print([random.choice(Seq()) for _ in range(8)])

for n in [0, 1, 2, 3, 10, 52]:
    xs = list(range(n))
    print(random.shuffle(xs), xs)
flags = [True, False, True, True, False, False, True]
random.shuffle(flags)
print(flags)
mixed = [1, "two", 3.0, None, (5,), [6]]
random.shuffle(mixed)
print(mixed)
same = [1, 2, 3, 4, 5, 6, 7, 8]
alias = same
random.shuffle(same)
print(alias is same, sorted(same) == [1, 2, 3, 4, 5, 6, 7, 8], same)
random.shuffle(x=same)
print(same)


class Stack(list):
    pass


s = Stack([1, 2, 3, 4, 5, 6])
random.shuffle(s)
print(s, type(s).__name__)


class Box:
    def __init__(self, items):
        self.items = items

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v


b = Box(list("abcdefg"))
random.shuffle(b)
print(b.items)
print(random.random())


def attempt(f, *args):
    try:
        print(f(*args))
    except (TypeError, IndexError, KeyError) as e:
        print(type(e).__name__, e)


attempt(random.choice, [])
attempt(random.choice, "")
attempt(random.choice, ())
attempt(random.choice, range(0))
attempt(random.choice, {})
attempt(random.choice, {5: 1})
attempt(random.choice, {1, 2})
attempt(random.choice, 5)
attempt(random.choice, None)
attempt(random.shuffle, (1, 2, 3))
attempt(random.shuffle, "abc")
attempt(random.shuffle, 5)
attempt(random.shuffle, [])
attempt(random.shuffle, (1,))
attempt(random.choice)
attempt(random.shuffle)
print(random.random())
