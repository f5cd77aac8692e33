# Higher-order functions: sorted/min/max with key lambdas, map and filter written by hand
# as generators over *iterables, function composition over *fns, partial application and
# currying written by hand, reduce written as a loop, functions stored in data structures.


def map(fn, *iterables):
    for args in zip(*iterables):
        yield fn(*args)


def filter(pred, iterable):
    for x in iterable:
        if (x if pred is None else pred(x)):
            yield x


words = ["banana", "Apple", "cherry", "date", "Elderberry", "fig"]
print(sorted(words), sorted(words, key=lambda w: w.lower()))
print(sorted(words, key=lambda w: (len(w), w)), sorted(words, key=len, reverse=True))
print(list(map(lambda w: w[0], words)), list(map(len, words)))
print(list(filter(lambda w: len(w) > 4, words)), list(filter(lambda w: w.islower(), words)))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])))
print(max(words, key=len), min(words, key=lambda w: w[-1]))
print(max(3, 9, 4, key=lambda v: -v), min([], default="empty"))


def compose(*fns):
    def composed(x):
        for f in reversed(fns):
            x = f(x)
        return x

    return composed


inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose()(5), compose(inc)(5), compose(inc, dbl)(5), compose(dbl, inc)(5))
print(compose(str, abs, dbl, inc)(-10))


def pipe(value, *fns):
    for f in fns:
        value = f(value)
    return value


print(pipe(3, inc, dbl, str, len), pipe("abc"))


def partial(fn, *bound_args, **bound_kwargs):
    def call(*args, **kwargs):
        merged = dict(bound_kwargs)
        merged.update(kwargs)
        return fn(*bound_args, *args, **merged)

    return call


def volume(l, w, h, *, unit="cm"):
    return "%d %s3" % (l * w * h, unit)


v2 = partial(volume, 2)
v23 = partial(volume, 2, 3, unit="m")
print(v2(3, 4), v23(5), v23(5, unit="mm"), partial(volume)(1, 1, 1))
round1 = partial(round, ndigits=1)
print(round1(2.46), round1(-0.04), partial(round, 1.55)(1))
power_of = partial(pow, 2)
print([power_of(n) for n in range(6)])


def curry(fn, arity):
    def step(collected):
        def take(*more):
            args = collected + more
            if len(args) >= arity:
                return fn(*args)
            return step(args)

        return take

    return step(())


add3 = curry(lambda a, b, c: a + b + c, 3)
print(add3(1)(2)(3), add3(1, 2)(3), add3(1)(2, 3), add3(1, 2, 3))
curried_volume = curry(volume, 3)
print(curried_volume(1)(2)(3))


def reduce(fn, items, *initial):
    it = iter(items)
    if initial:
        acc = initial[0]
    else:
        acc = next(it)
    for x in it:
        acc = fn(acc, x)
    return acc


print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 1))
print(reduce(lambda acc, w: acc + [len(w)], words, []))
print(reduce(max, [3, 8, 2]), reduce(lambda a, b: b + a, "abc"))

dispatch = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "max": max,
}
print([dispatch[op](7, 3) for op in ["+", "-", "*", "max"]])


def apply_n(f, n):
    def run(x):
        for _ in range(n):
            x = f(x)
        return x

    return run


print(apply_n(dbl, 10)(1), apply_n(lambda s: s + "!", 3)("hi"))


def flip(fn):
    return lambda a, b, *rest: fn(b, a, *rest)


print(flip(lambda a, b: a - b)(1, 10), flip(volume)(1, 2, 3))

people = [("ann", 31), ("bob", 25), ("cy", 31), ("di", 19)]
by_age_then_name = sorted(people, key=lambda p: (-p[1], p[0]))
print(by_age_then_name)
print(sorted(people, key=lambda p: p[1])[0], max(people, key=lambda p: p[1]))
print(list(map(lambda p: p[0].upper(), filter(lambda p: p[1] > 20, people))))
print(any(map(lambda p: p[1] < 20, people)), all(p[1] > 18 for p in people))
print(sum(map(lambda p: p[1], people)), dict(map(lambda p: (p[0], p[1] // 10), people)))


def memo_key(*args, **kwargs):
    return args + tuple(sorted(kwargs.items()))


print(memo_key(1, 2, b=3, a=4))
