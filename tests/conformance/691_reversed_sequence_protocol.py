# reversed() of objects with __len__ and __getitem__ but no __reversed__ (the sequence
# protocol), and __reversed__ = None.

class Seq:
    def __init__(self, data):
        self.data = data
    def __getitem__(self, i):
        return self.data[i]
    def __len__(self):
        return len(self.data)

s = Seq("xyz")
print(list(s), "y" in s)
print(list(reversed(s)))
print("".join(reversed(s)))
r = reversed(Seq([1, 2, 3, 4]))
print(type(r).__name__)
print(next(r), next(r))
print(list(r))
print(list(r), next(r, "done"))
print(list(reversed(Seq([]))))
print(sum(reversed(Seq(range(10)))))
for i, x in enumerate(reversed(Seq((10, 20, 30)))):
    print(i, x)

class Logged:
    """Records which indexes were asked for: counting down from len - 1."""
    def __init__(self, n):
        self.n = n
        self.asked = []
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        self.asked.append(i)
        return i * i

lg = Logged(5)
print(list(reversed(lg)), lg.asked)

class Short:
    """Claims more items than __getitem__ gives: IndexError ends the iteration."""
    def __len__(self):
        return 6
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i

print(list(reversed(Short())))

class Stopper:
    def __len__(self):
        return 4
    def __getitem__(self, i):
        if i == 1:
            raise StopIteration
        return i

print(list(reversed(Stopper())))

class Boom:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i == 1:
            raise KeyError(i)
        return i

rb = reversed(Boom())
print(next(rb))
try:
    next(rb)
except KeyError as e:
    print("KeyError", e)
print(list(rb))

class NoRev(Seq):
    __reversed__ = None

try:
    reversed(NoRev("ab"))
except TypeError as e:
    print(e)
print(list(NoRev("ab")))

class OwnRev(Seq):
    def __reversed__(self):
        return iter(["own"])

print(list(reversed(OwnRev("abc"))))

class OnlyLen:
    def __len__(self):
        return 2

try:
    reversed(OnlyLen())
except TypeError as e:
    print(e)

class OnlyItem:
    def __getitem__(self, i):
        return i

try:
    reversed(OnlyItem())
except TypeError as e:
    print(e)

class BadLen:
    def __len__(self):
        return -1
    def __getitem__(self, i):
        return i

try:
    reversed(BadLen())
except ValueError as e:
    print(e)

class IntLike(int):
    pass

class SubLen(Seq):
    def __len__(self):
        return IntLike(2)

print(list(reversed(SubLen("abc"))))

class L(list):
    pass

print(list(reversed(L([1, 2, 3]))))
class RL(list):
    __reversed__ = None

try:
    reversed(RL([1]))
except TypeError as e:
    print(e)

print(reversed, type(reversed(Seq("ab"))) is reversed, isinstance(reversed(Seq("a")), reversed))
print(isinstance(reversed([1]), reversed), reversed.__name__)
