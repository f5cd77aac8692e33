# Recursion that passes through native code (an operator before its site specializes, a
# repr, a hash, a comparison, a sort key, list() of an iterable) ends in RecursionError
# at the default limit, whatever the build: the native stack is checked too.


class Twice:
    def __add__(self, other):
        return self + other


class Mirror:
    def __repr__(self):
        return repr(self)


class Rehash:
    def __hash__(self):
        return hash(Rehash())


class Same:
    def __eq__(self, other):
        return [self] == [other]


class Again:
    def __iter__(self):
        return iter(list(Again()))


def walk(n):
    return sorted([n], key=lambda x: walk(x + 1))


cases = [
    ("add", lambda: Twice() + 1),
    ("repr", lambda: repr(Mirror())),
    ("hash", lambda: {Rehash(): 1}),
    ("eq", lambda: Same() == Same()),
    ("iter", lambda: list(Again())),
    ("key", lambda: walk(0)),
]
for name, case in cases:
    try:
        case()
        print(name, "returned")
    except RecursionError as e:
        print(name, type(e).__name__, str(e).startswith("maximum recursion depth exceeded"))

# The program goes on normally afterwards, with the native stack back to where it was.
print(repr(Mirror.__name__), Twice.__name__, sorted([3, 1, 2], key=lambda x: -x))
