# The empty tuple is one shared object, as in CPython: a literal, tuple(), tuple of an
# empty iterable, an empty slice, concatenation of empties, and the *args of a call
# without positional arguments are all the same object.


def star(*args):
    return args


def star_kw(*args, **kwargs):
    return args


def main():
    empty = ()
    made = [
        tuple(),
        tuple([]),
        tuple(x for x in []),
        (1, 2, 3)[3:],
        (1, 2)[5:9],
        empty + empty,
        star(),
        star(*[]),
        star_kw(key=1),
    ]
    for _ in range(3):
        made.append(star())
    print([m is empty for m in made])
    print([len(m) for m in made], all(m == empty for m in made))
    print(hash(tuple()) == hash(empty), repr(star()), str(tuple()))
    pairs = {(): "empty key"}
    print(pairs[tuple()], pairs[star()])
    nested = ((), ())
    print(nested[0] is nested[1], nested[0] is empty)


main()
