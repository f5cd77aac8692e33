# A function's **kwargs that it only passes on (f(*args, **kwargs)) may be left unmade
# by a call without keywords; nothing may tell: locals(), exec, mutation through
# locals(), identity, errors.


def target(*args, **kwargs):
    return args, kwargs


def forward(*args, **kwargs):
    return target(*args, **kwargs)


def forward_twice(*args, **kwargs):
    first = target(*args, **kwargs)
    second = target(*args, **kwargs)
    return first[1] is second[1], first, second


def plain(a, b=2, *, c=3):
    return a, b, c


def to_plain(*args, **kwargs):
    return plain(*args, **kwargs)


for i in range(3):
    print(forward(), forward(1), forward(1, 2), forward(x=1), forward(1, y=2))
    print(forward_twice(i), forward_twice(i, k=i))
    print(to_plain(1), to_plain(1, 5), to_plain(1, c=9), to_plain(a=4))

# The callee's dict is new: changing it does not change the caller's.
def mutating(*args, **kwargs):
    kwargs["added"] = len(args)
    return kwargs


def pass_on(*args, **kwargs):
    return mutating(*args, **kwargs)


mine = {"k": 1}
for i in range(3):
    print(pass_on(1, 2), pass_on(**mine), mine)


# locals() shows a dict, and it is the one passed on afterwards.
def shows(*args, **kwargs):
    seen = locals()
    print(sorted(seen), seen["kwargs"], type(seen["kwargs"]).__name__)
    seen["kwargs"]["late"] = 1
    return target(*args, **kwargs)


def unused(*args, **kwargs):
    return len(args)


def shows_unused(*args, **kwargs):
    return sorted(locals().items())


for i in range(3):
    print(shows(i), shows(i, z=0), unused(i), unused(i, q=1), shows_unused(i))


def with_exec(*args, **kwargs):
    exec("kwargs['via_exec'] = True")
    return target(*args, **kwargs)


print(with_exec(1), with_exec(1, a=2))


# Errors as CPython's.
def takes_one(a):
    return a


def to_one(*args, **kwargs):
    return takes_one(*args, **kwargs)


def to_builtin(*args, **kwargs):
    return max(*args, **kwargs)


for call in (lambda: to_one(), lambda: to_one(1, 2), lambda: to_one(1, a=2),
             lambda: to_one(b=1), lambda: to_builtin(3, 4), lambda: to_builtin(3, 4, key=None),
             lambda: to_one(**{1: 2}),
             lambda: forward(**{1: 2}), lambda: to_one(*(), **{})):
    for _ in range(2):
        try:
            print(call())
        except TypeError as e:
            print("TypeError", e)


# A generator, a lambda, a method and a nested forwarder.
def gen(*args, **kwargs):
    yield target(*args, **kwargs)
    yield target(*args, **kwargs)


print(list(gen(1)), list(gen(1, a=1)))

lam = lambda *a, **kw: target(*a, **kw)
print(lam(), lam(1, b=2))


class C:
    def m(self, *args, **kwargs):
        return target(self.__class__.__name__, *args, **kwargs)

    def __call__(self, *args, **kwargs):
        return self.m(*args, **kwargs)


c = C()
for i in range(3):
    print(c.m(i), c(i), c(i, q=i))


def deco(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


@deco
@deco
@deco
def stacked(a, b=0, *rest, **kw):
    return a, b, rest, kw


for i in range(3):
    print(stacked(i), stacked(i, 1, 2, 3), stacked(i, x=1), stacked(a=i))


# Forms that are not lazy: kwargs read, captured, rebound, or deleted.
def reads(*args, **kwargs):
    return target(*args, **kwargs), len(kwargs)


def captures(*args, **kwargs):
    return (lambda: target(*args, **kwargs))()


def rebinds(*args, **kwargs):
    kwargs = dict(kwargs, extra=1)
    return target(*args, **kwargs)


def deletes(*args, **kwargs):
    saved = target(*args, **kwargs)
    del kwargs
    return saved


def merged(*args, **kwargs):
    return target(*args, x=0, **kwargs)


for f in (reads, captures, rebinds, deletes, merged):
    print(f.__name__, f(1), f(1, y=2))
