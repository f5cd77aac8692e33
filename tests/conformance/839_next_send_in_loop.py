# next(g), next(g, default) and g.send(v) on generators, called from code that runs in
# the interpreter loop: yields, returns, errors, defaults, state checks, and call sites
# whose operands sit above other values on the stack.
# Three rounds: the call sites specialize after the first.
for round_ in range(3):

    def counter(n):
        i = 0
        while i < n:
            got = yield i
            if got is not None:
                i += got
            i += 1
        return "done %d" % i

    g = counter(3)
    print(next(g), next(g), next(g))
    try:
        next(g)
    except StopIteration as e:
        print("stop", repr(e.value), e.args)
    try:
        next(g)
    except StopIteration as e:
        print("stop again", repr(e.value), e.args)
    print(next(g, "dflt"), next(counter(0), "empty"))

    # A default when the generator returns a value: the default wins.
    g = counter(1)
    print(next(g, "x"), next(g, "x"), next(g, "x"))

    # send: the value comes back from the yield; a return raises StopIteration(value).
    g = counter(20)
    print(next(g), g.send(3), g.send(4), g.send(None))
    try:
        g.send(15)
    except StopIteration as e:
        print("send stop", e.value)
    g = counter(2)
    try:
        g.send(1)
    except TypeError as e:
        print("TypeError", e)
    print(g.send(None))

    # Operands below the call stay where they were: the call's value replaces only its own.
    def evens():
        n = 0
        while True:
            yield n
            n += 2

    e = evens()
    print(1 + next(e) * 10, [next(e), next(e, -1), 7], (next(e), e.send(None)))
    print(max(next(e), next(e)), "%d-%d" % (next(e), next(e)))
    print({next(e): next(e) for _ in range(2)})
    print([next(e) for _ in range(3)], sum(next(e) for _ in range(3)))

    def short():
        yield 1
        return 99

    s = short()
    vals = [next(s, "a"), next(s, "b"), next(s, "c")]
    print(vals)
    s = short()
    print(str(next(s)) + "|" + str(next(s, None)))

    # A generator that raises: the error comes out of the call, the generator has ended.
    def boom():
        yield 1
        raise KeyError("k")

    b = boom()
    print(next(b))
    try:
        next(b, "never")
    except KeyError as ex:
        print("KeyError", ex)
    print(next(b, "ended"))

    # StopIteration raised inside a generator becomes RuntimeError.
    def stops():
        yield 1
        raise StopIteration("x")

    s = stops()
    next(s)
    try:
        next(s)
    except RuntimeError as ex:
        print("RuntimeError", ex)

    # A generator advancing itself.
    def selfish():
        yield next(me)

    me = selfish()
    try:
        next(me)
    except ValueError as ex:
        print("ValueError", ex)
    print(next(me, "gone"))

    def sends_self():
        yield me2.send(None)

    me2 = sends_self()
    try:
        me2.send(None)
    except ValueError as ex:
        print("ValueError", ex)

    # Loops inside the generator survive next() from different places.
    def nested(rows):
        for r in rows:
            for c in r:
                yield c
        yield "end"

    def take(it, k):
        out = []
        for _ in range(k):
            out.append(next(it))
        return out

    n = nested([[1, 2], [3], [], [4, 5, 6]])
    print(take(n, 2), next(n), take(n, 2))
    print([x for x in n], next(n, "after"))

    # try/finally and except in the generator, driven by next/send.
    def guarded(log):
        try:
            while True:
                try:
                    x = yield
                    log.append(x * 2)
                except ZeroDivisionError:
                    log.append("zde")
        finally:
            log.append("fin")

    log = []
    gg = guarded(log)
    next(gg)
    for v in (1, 2, 3):
        gg.send(v)
    gg.throw(ZeroDivisionError)
    gg.send(10)
    gg.close()
    print(log)

    # The call site sees generators and then other iterators (and back).
    def pull(it):
        return next(it, "none")

    print([pull(x) for x in (iter([1]), counter(2), iter(()), short(), iter("ab"))])

    # Generators driving generators with next() and send(), several levels deep.
    def source(n):
        for i in range(n):
            yield i

    def doubler(src):
        while True:
            v = next(src, None)
            if v is None:
                return "drained"
            yield v * 2

    def summer():
        total = 0
        while True:
            v = yield total
            if v is None:
                return total
            total += v

    d = doubler(source(5))
    acc = summer()
    next(acc)
    for v in d:
        acc.send(v)
    try:
        acc.send(None)
    except StopIteration as ex:
        print("total", ex.value)
    print(next(d, "d ended"))

    # Recursion through next(): the limit is an error, not a crash.
    def deep(k):
        if k:
            yield next(deep(k - 1))
        else:
            yield 0

    print(next(deep(50)))
    try:
        next(deep(100000))
    except RecursionError:
        print("RecursionError")
    print(next(deep(10)))

    # list() collecting a generator whose items come from next() of another.
    def inner(n):
        for i in range(n):
            yield i * i

    def outer(src, n):
        for _ in range(n):
            yield next(src, -1)

    print(list(outer(inner(3), 5)), tuple(outer(inner(2), 3)))

    # A generator driven by next() that delegates with yield from; throw into it.
    def delegating():
        got = yield from inner(3)
        yield "after %r" % (got,)
        try:
            yield "waiting"
        except ValueError as ex:
            yield "caught %s" % ex

    dg = delegating()
    print([next(dg) for _ in range(5)], dg.throw(ValueError("v")), next(dg, "end"))

    # An error out of the generator caught where the call's operands were on the stack.
    def fails_at(k):
        for i in range(k):
            yield i
        raise KeyError(k)

    fg = fails_at(2)
    caught = []
    for _ in range(4):
        try:
            caught.append([100, 200, next(fg), 300])
        except (KeyError, StopIteration) as ex:
            caught.append((type(ex).__name__, ex.args))
    print(caught)
