# Which error a bad call reports first (CPython binds keywords before counting the
# positional arguments), next() passing on a user iterator's own StopIteration with its
# value, and deleting a function's attribute.


def two(a, b=2):
    return a, b


def spread(a, *, k):
    return a, k


for name, call in [
    ("too many and unknown keyword", lambda: two(1, 2, 3, x=1)),
    ("too many and repeated", lambda: two(1, 2, 3, a=1)),
    ("too many only", lambda: two(1, 2, 3)),
    ("keyword-only too many", lambda: spread(1, 2, k=3, z=4)),
]:
    try:
        call()
    except TypeError as e:
        print(name, "->", e)


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration("liftoff", self.n)
        self.n -= 1
        return self.n


c = Countdown(2)
print(next(c), next(c), next(c, "default"))
try:
    next(c)
except StopIteration as e:
    print("stopped", e.args, e.value)


def tagged():
    return "t"


tagged.label = "x"
tagged.count = 1
del tagged.label
print(sorted(tagged.__dict__), hasattr(tagged, "label"))
try:
    del tagged.label
except AttributeError as e:
    print("AttributeError", e)
