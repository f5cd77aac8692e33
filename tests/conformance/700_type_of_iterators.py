# type() of iterators: the builtin iterator types, and an iterator that stands for an
# object (an instance iterating itself, a text stream iterated by lines) is that
# object's type (type(iter(io.StringIO())) once stopped the interpreter).
import io

s = io.StringIO("a\nb\n")
print(type(s).__name__, type(iter(s)).__name__, [type(x).__name__ for x in s])


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n


c = Countdown(3)
print(type(iter(c)).__name__, list(iter(c)))
with open(__file__) as f:
    print(type(iter(f)).__name__, next(iter(f)).startswith("# type()"))
for x in [iter([]), iter(()), iter(range(2)), iter("s"), iter({}), iter({}.values()),
          iter({}.items()), iter(set()), reversed([1]), enumerate([]), zip(), map(abs, []),
          filter(None, []), iter(b"x"), iter(bytearray(b"y"))]:
    print(type(x).__name__, isinstance(x, type(x)))
