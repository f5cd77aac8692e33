# `tuple + tuple` from sites that specialize (a local on the right, and two stack values),
# then see other operands: a list (TypeError), a tuple subclass with __add__/__radd__,
# empty tuples, and results that are new objects.


class T(tuple):
    def __add__(self, other):
        return "T.add"

    def __radd__(self, other):
        return "T.radd"


def join(bound, args):
    return bound + args


def join3(a, b, c):
    return (a + b) + c


out = []
for i in range(30):
    out.append(join((i,), (i + 1, i + 2)))
    out.append(join3((), (i,), ()))
print(out[:4], out[-2:])
print(join((1,), T((2,))), join(T((1,)), (2,)), join3(T(), (1,), "!"))
e = ()
print(join(e, e) is e, join((1,), ()) == (1,), len(join(tuple(range(100)), tuple(range(50)))))
for bad in [(1,), [1], "x", None]:
    try:
        print(join((0,), bad))
    except TypeError as err:
        print(err)
    try:
        print(join3((0,), bad, ()))
    except TypeError as err:
        print(err)
