# `f(*args, **kwargs)` of functions that bind by name (keyword-only parameters, `*args`,
# `**kwargs`, defaults, positional-only names), called in a loop so that the specialized
# forwarding binds them: every shape that binds, and every one that must raise
# CPython's error instead (a keyword given twice, one unknown, one missing, too many
# positional arguments), plus a dict mutated after the call and a mapping that is not a
# dict.


def show(f, *args, **kwargs):
    try:
        return f(*args, **kwargs)
    except TypeError as e:
        return "TypeError: " + str(e)


def kwonly(*, total, zone=0, **rest):
    return ("kwonly", total, zone, sorted(rest.items()))


def mixed(a, b=2, *more, c, d=4, **rest):
    return ("mixed", a, b, more, c, d, sorted(rest.items()))


def posonly(a, b=5, /, **rest):
    return ("posonly", a, b, sorted(rest.items()))


def plain_kw(a, *, b):
    return ("plain_kw", a, b)


def varargs_only(*args):
    return ("varargs_only", args)


def star_kw(*args, **kwargs):
    return ("star_kw", args, sorted(kwargs.items()))


def defaults_all(a=1, b=2, *, c=3):
    return ("defaults_all", a, b, c)


calls = [
    (kwonly, (), {"total": 5}),
    (kwonly, (), {"total": 5, "zone": 2, "order": 9}),
    (kwonly, (), {"zone": 2}),
    (kwonly, (1,), {"total": 5}),
    (kwonly, (), {}),
    (mixed, (1,), {"c": 3}),
    (mixed, (1, 2, 3, 4), {"c": 3, "x": 0}),
    (mixed, (1,), {"a": 1, "c": 3}),
    (mixed, (), {"a": 1, "c": 3, "b": 7}),
    (mixed, (), {"c": 3}),
    (mixed, (1,), {"b": 9, "c": 3, "d": 8, "e": 7}),
    (posonly, (1,), {"a": 2, "b": 3}),
    (posonly, (1, 2), {}),
    (posonly, (), {"a": 1}),
    (plain_kw, (1,), {"b": 2}),
    (plain_kw, (1,), {"b": 2, "c": 3}),
    (plain_kw, (1, 2), {"b": 2}),
    (plain_kw, (), {"a": 1, "b": 2}),
    (varargs_only, (1, 2), {}),
    (varargs_only, (1,), {"k": 1}),
    (star_kw, (), {}),
    (star_kw, (1,), {"k": 1, "j": 2}),
    (defaults_all, (), {}),
    (defaults_all, (9,), {"b": 8}),
    (defaults_all, (9,), {"c": 8}),
    (defaults_all, (9,), {"a": 8}),
    (defaults_all, (), {"d": 1}),
]
for _ in range(3):
    for f, args, kwargs in calls:
        print(show(f, *args, **kwargs))

# Many keywords into **rest (a table past the small size), order kept.
big = {f"k{i}": i for i in range(20)}
big["total"] = -1


def keep(*, total, **rest):
    return total, list(rest), rest.get("k7")


for _ in range(3):
    r = show(kwonly, **big)
    print(r[1], r[2], len(r[3]), r[3][:3])
    print(show(keep, **big))


def collect(**rest):
    return rest


# The **rest dict is a new dict: changing it or the caller's dict afterwards changes
# neither the other.
src = {"a": 1, "b": 2}
for _ in range(3):
    got = collect(**src)
    got["c"] = 3
    src["a"] += 10
    print(sorted(got.items()), sorted(src.items()), got is src)


# Defaults changed after definition are the ones bound.
def late(a, b=1, *, c=2):
    return (a, b, c)


for i in range(3):
    print(show(late, **{"a": i}))
    late.__defaults__ = (i * 10,)
    late.__kwdefaults__ = {"c": i * 100}


# A mapping that is not a dict, and a dict subclass.
class Mapping:
    def keys(self):
        return ["total", "zone"]

    def __getitem__(self, key):
        return len(key)


class Sub(dict):
    pass


for _ in range(3):
    print(show(kwonly, **Mapping()))
    print(show(kwonly, **Sub(total=1, extra=2)))
    print(show(kwonly, *[], **{"total": 3}))
