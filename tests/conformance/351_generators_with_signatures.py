# Generator functions with *args, **kwargs, keyword-only and positional-only parameters;
# generators created with spreads; arguments bound at call time before the first next();
# generator methods with rich signatures; yield from forwarding *args; the TypeErrors of
# send/close/throw called with wrong arguments; callables found through __getattr__ and
# __call__ taking *args/**kwargs.

trace = []


def chain(*iterables, limit=None):
    trace.append("chain started")
    count = 0
    for it in iterables:
        for x in it:
            if limit is not None and count >= limit:
                return
            yield x
            count += 1


g = chain([1, 2], "ab", range(3))
print(trace)
print(list(g), trace)
print(list(chain()), list(chain([1, 2, 3], [4, 5], limit=4)))
print(list(chain(*[[1], [2], [3]])), list(chain(*["xy", "z"], limit=2)))


def items_of(**kw):
    for k in kw:
        yield k + "=" + str(kw[k])


print(list(items_of()), list(items_of(a=1, b=2)), list(items_of(**{"z": 0})))


def windowed(seq, /, size=2, *, step=1, fill=None):
    i = 0
    while i < len(seq):
        window = list(seq[i : i + size])
        while len(window) < size:
            window.append(fill)
        yield tuple(window)
        if i + size >= len(seq):
            return
        i += step


print(list(windowed([1, 2, 3, 4])))
print(list(windowed("abcde", 3, step=2, fill="-")))
print(list(windowed(range(5), size=4, step=3)))


def take(n, gen):
    out = []
    for x in gen:
        if len(out) == n:
            break
        out.append(x)
    return out


def naturals(start=0, *, step=1):
    n = start
    while True:
        yield n
        n += step


print(take(5, naturals()), take(3, naturals(10, step=-2)), take(0, naturals()))


def delegate(*args, **kwargs):
    yield "begin"
    result = yield from chain(*args, **kwargs)
    yield "end %r" % (result,)


print(list(delegate([1], [2, 3], limit=2)))


def accumulate(*nums, initial=0, op=lambda a, b: a + b):
    acc = initial
    yield acc
    for n in nums:
        acc = op(acc, n)
        yield acc


print(list(accumulate(1, 2, 3, 4)))
print(list(accumulate(*range(1, 6), initial=1, op=lambda a, b: a * b)))


class Table:
    def __init__(self, *rows, **columns):
        self.rows = rows
        self.columns = columns

    def select(self, *names, where=None):
        for row in self.rows:
            if where is None or where(row):
                yield tuple(row[self.columns[n]] for n in names)

    def __iter__(self):
        yield from self.rows


t = Table(("ann", 31, "nyc"), ("bob", 25, "sf"), ("cy", 40, "nyc"), name=0, age=1, city=2)
print(list(t.select("name")), list(t.select("city", "name", where=lambda r: r[1] > 30)))
print(list(t), len(list(Table())))


def send_with_defaults(*, prompt=">", count=3):
    received = []
    for i in range(count):
        got = yield prompt + str(i)
        received.append(got)
    return received


def drive(gen, *values):
    out = [next(gen)]
    try:
        for v in values:
            out.append(gen.send(v))
    except StopIteration as e:
        out.append(("returned", e.value))
    return out


print(drive(send_with_defaults(), "a", "b", "c"))
print(drive(send_with_defaults(prompt="$", count=1), "only"))


def gen_args_evaluated_at_call(value, *more):
    yield value
    yield more


lst = [1]
g = gen_args_evaluated_at_call(lst, *lst)
lst.append(2)
print(next(g), next(g))


def interleave(*gens):
    gens = list(gens)
    while gens:
        for g in list(gens):
            try:
                yield next(g)
            except StopIteration:
                gens.remove(g)


print(take(8, interleave(iter("abc"), naturals(step=10).__iter__(), iter([]))))
print(list(interleave(*(iter(range(i)) for i in range(4)))))


def zip_longest(*iterables, fillvalue=None):
    its = [iter(x) for x in iterables]
    while True:
        row = []
        alive = 0
        for it in its:
            try:
                row.append(next(it))
                alive += 1
            except StopIteration:
                row.append(fillvalue)
        if not alive:
            return
        yield tuple(row)


print(list(zip_longest("ab", [1, 2, 3], fillvalue="_")), list(zip_longest()))
print(list(zip_longest(*["abc", "de"])))


# Generator methods called with wrong arguments; callables from __getattr__ and __call__.
def attempt(label, thunk):
    try:
        r = thunk()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


def echo(*a, **k):
    x = yield a
    yield x, k


g = echo(1, k=2)
attempt("next", lambda: next(g))
attempt("send none", lambda: g.send())
attempt("send two", lambda: g.send(1, 2))
attempt("send kw", lambda: g.send(value=1))
attempt("send star", lambda: g.send(*["v"]))
attempt("close arg", lambda: g.close(1))
attempt("throw none", lambda: g.throw())
g2 = echo()
attempt("throw star", lambda: g2.throw(*[ValueError("boom")]))


class Obj:
    def __getattr__(self, name):
        return lambda *a, **k: (name, a, k)


o = Obj()
attempt("getattr callable", lambda: o.anything(1, *[2], x=3, **{"y": 4}))


class CallRec:
    def __call__(self, n, *, acc=1):
        return acc if n <= 1 else self(n - 1, acc=acc * n)


attempt("callable recursion", lambda: CallRec()(10))
attempt("callable missing", lambda: CallRec()())
attempt("callable unexpected", lambda: CallRec()(1, b=2))
