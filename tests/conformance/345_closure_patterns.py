# Closure patterns: counters and accumulators with nonlocal, memoization over a dict in
# the enclosing scope, factories in loops (late binding vs default-argument capture),
# nonlocal through several levels, closures over loop variables and over parameters of
# every kind (positional-only, *args, keyword-only, **kwargs), free variables read
# before they are bound or after they are deleted.


def counter(start=0, *, step=1):
    n = start

    def tick():
        nonlocal n
        n += step
        return n

    return tick


c1 = counter()
c2 = counter(100, step=10)
print(c1(), c1(), c2(), c1(), c2())


def accumulator():
    items = []
    total = 0

    def add(*values, **named):
        nonlocal total
        for v in values:
            items.append(v)
            total += v
        for k in named:
            items.append(k)
            total += named[k]
        return total, len(items)

    return add


acc = accumulator()
print(acc(1), acc(2, 3), acc(x=10), acc(4, y=5))


def memoize(fn):
    cache = {}
    hits = [0]

    def wrapper(*args):
        if args in cache:
            hits[0] += 1
            return cache[args]
        result = fn(*args)
        cache[args] = result
        return result

    def stats():
        return len(cache), hits[0]

    stats_of[fn.__name__] = stats
    return wrapper


stats_of = {}


@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(30), stats_of["fib"]())


@memoize
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)


print(grid_paths(10, 10), stats_of["grid_paths"](), stats_of["fib"]())

late = []
for i in range(4):
    late.append(lambda: i)
print([f() for f in late])

early = []
for i in range(4):
    early.append(lambda i=i: i)
print([f() for f in early], [f(99) for f in early])

via_factory = []


def make_returner(v):
    return lambda: v


for i in range(4):
    via_factory.append(make_returner(i))
print([f() for f in via_factory])

comp2 = [lambda k=k: k * 10 for k in range(3)]
print([f() for f in comp2])


def late_in_function():
    fns = []
    for j in range(3):

        def show():
            return j

        fns.append(show)
    j = "changed"
    return [f() for f in fns]


print(late_in_function())


def three_levels():
    x = 0

    def middle():
        def inner():
            nonlocal x
            x += 1
            return x

        inner()
        inner()
        return inner

    f = middle()
    f()
    return x


print(three_levels())


def shadowing():
    x = "outer"

    def middle():
        x = "middle"

        def inner():
            nonlocal x
            x = "inner set middle"

        inner()
        return x

    return middle(), x


print(shadowing())


def make_bank(balance):
    def deposit(amount):
        nonlocal balance
        balance += amount
        return balance

    def withdraw(amount):
        nonlocal balance
        if amount > balance:
            raise ValueError("insufficient funds: %d < %d" % (balance, amount))
        balance -= amount
        return balance

    def get():
        return balance

    return deposit, withdraw, get


dep, wd, get = make_bank(50)
print(dep(25), wd(30), get())
try:
    wd(100)
except ValueError as e:
    print(e, get())


def adder_chain(n):
    if n == 0:
        return lambda x: x
    inner = adder_chain(n - 1)
    return lambda x: inner(x) + n


print(adder_chain(5)(0), adder_chain(0)(7))


def once(fn):
    done = False
    result = None

    def wrapper(*args, **kwargs):
        nonlocal done, result
        if not done:
            result = fn(*args, **kwargs)
            done = True
        return result

    return wrapper


@once
def init(value, *, label="v"):
    print("initializing", label, value)
    return value * 2


print(init(5), init(6), init(7, label="w"))


def loop_closure_with_while():
    fns = []
    i = 0
    while i < 3:
        fns.append(lambda i=i: i * i)
        i += 1
    return [f() for f in fns]


print(loop_closure_with_while())


def closure_sees_rebinding():
    value = 1

    def read():
        return value

    first = read()
    value = 2
    return first, read()


print(closure_sees_rebinding())


def param_closure(a, *rest, key="k", **extra):
    def inner():
        return a, rest, key, extra

    return inner


print(param_closure(1, 2, key="z", w=0)())


# Parameters of every kind captured by inner functions and rebound with nonlocal.
def cells(a, /, b, *args, c, d=4, **kwargs):
    def read():
        return a, b, args, c, d, kwargs

    def write():
        nonlocal a, b, args, c, d, kwargs
        a, b, args, c, d, kwargs = -a, -b, args + ("more",), -c, -d, dict(kwargs, new=1)

    before = read()
    write()
    return before, read()


print(cells(1, 2, 3, c=5))
print(cells(1, b=2, c=3, d=9, z=0))


def gen_cells(n, *items, sep="-", **opts):
    fns = [lambda: sep.join(items), lambda: n * len(opts)]
    yield fns[0]()
    sep = "+"
    yield fns[0]()
    n = 100
    yield fns[1]()


print(list(gen_cells(2, "a", "b", x=1)))


def default_refs_enclosing():
    base = 10
    f = lambda x, y=base: x + y + base
    base = 20
    return f(1), f(1, 1)


print(default_refs_enclosing())


def args_captured_in_loop(*args):
    out = []
    for i in range(len(args)):
        out.append(lambda i=i: args[i] * 2)
    args = ("replaced",) * len(args)
    return [f() for f in out]


print(args_captured_in_loop(1, 2, 3))


class K:
    def __init__(self, *args, **kwargs):
        self.args = args
        self.kwargs = kwargs

    def getter(self, *names):
        return lambda **defaults: [self.kwargs.get(n, defaults.get(n)) for n in names]


k = K(1, a=1)
print(k.getter("a", "b")(b=2), k.getter()())


class Base:
    def hello(self, *a, **k):
        return "base", a, k


class Derived(Base):
    def hello(self, *a, **k):
        def inner():
            return super(Derived, self).hello(*a, **k)

        return "derived", inner()


print(Derived().hello(1, x=2))


def shadow_param_in_comprehension(x, *xs):
    return [x for x in xs], x


print(shadow_param_in_comprehension(0, 1, 2))


def counter_factory(*, start):
    def inc(by=1, /):
        nonlocal start
        start += by
        return start

    return inc


c = counter_factory(start=5)
print(c(), c(10), c())


def kwargs_mutated_by_closure(**kw):
    def add(k, v):
        kw[k] = v

    add("x", 1)
    add("y", 2)
    return kw


print(kwargs_mutated_by_closure(), kwargs_mutated_by_closure(a=0))


def closure_in_default_of_inner(a):
    def inner(f=lambda: a):
        return f()

    a = "late"
    return inner()


print(closure_in_default_of_inner("early"))


def multi_level(*a):
    def l1(*b):
        def l2(*c):
            return a + b + c

        return l2

    return l1


print(multi_level(1)(2)(3), multi_level()()())


def recursive_closure(n):
    def fact(k):
        return 1 if k <= 1 else k * fact(k - 1)

    return fact(n)


print(recursive_closure(10))


def generator_closure(*xs):
    def scaled(k):
        for x in xs:
            yield x * k

    return scaled


s = generator_closure(1, 2, 3)
print(list(s(2)), list(s(10)))


def lambda_star_closure(*outer):
    return lambda *inner, **kw: (outer, inner, kw)


print(lambda_star_closure(1)(2, z=3))


def nonlocal_in_generator():
    count = 0

    def gen(*items):
        nonlocal count
        for it in items:
            count += 1
            yield it

    a = list(gen(1, 2))
    b = list(gen(*"xyz"))
    return a, b, count


print(nonlocal_in_generator())


def conditional_cell(flag, *args):
    if flag:
        f = lambda: args
    else:
        f = lambda: "no"
    return f()


print(conditional_cell(True, 1), conditional_cell(False, 1))


def try_finally_closure(*vals):
    try:
        fn = lambda: sum(vals)
        raise ValueError
    except ValueError:
        return fn()
    finally:
        vals = ()


print(try_finally_closure(1, 2, 3))


# Free variables bound late, deleted, or bound by except/with/for targets.
def attempt(label, thunk):
    try:
        r = thunk()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


def except_var_captured():
    try:
        raise ValueError("x")
    except ValueError as e:
        g = lambda: e
        inside = g()
    return str(inside), g()


attempt("except var", except_var_captured)


def del_cell():
    v = 1
    f = lambda: v
    del v
    return f()


attempt("del cell", del_cell)


def gen_param_nonlocal(n, *rest):
    def bump():
        nonlocal n
        n += 1
    while n < 3:
        bump()
        yield n, rest


attempt("gen nonlocal", lambda: list(gen_param_nonlocal(0, "r")))


def with_var_captured():
    class CM:
        def __enter__(self):
            return "entered"

        def __exit__(self, *exc):
            return False

    with CM() as value:
        f = lambda: value
    return f()


attempt("with var", with_var_captured)


def for_target_captured(*items):
    fs = []
    for a, *b in items:
        fs.append(lambda: (a, b))
    return [f() for f in fs]


attempt("for target", lambda: for_target_captured((1, 2, 3), (4,)))


def loop_else_closure(*xs):
    for x in xs:
        if x < 0:
            break
    else:
        return (lambda: "no negatives, last %r" % (x,))()
    return (lambda: "negative %r" % x)()


attempt("loop else 1", lambda: loop_else_closure(1, 2))
attempt("loop else 2", lambda: loop_else_closure(1, -2, 3))


def global_vs_closure():
    global gv
    gv = "global set"
    def inner():
        return gv
    return inner()


attempt("global", global_vs_closure)


def kwargs_keys_captured(**kw):
    getters = {k: (lambda k=k: kw[k]) for k in kw}
    kw["a"] = "changed"
    return {k: g() for k, g in getters.items()}


attempt("kw captured", lambda: kwargs_keys_captured(a=1, b=2))


def unbound_before_assign():
    def inner():
        return later
    r = inner()
    later = 1
    return r


attempt("unbound free", unbound_before_assign)


def nonlocal_unbound():
    def inner():
        nonlocal x
        x += 1
    inner()
    x = 0


attempt("nonlocal unbound", nonlocal_unbound)
