# Closures meeting classes: methods returning closures over self, callbacks stored on
# instances and in class attributes, bound methods kept as callbacks, closures that
# mutate instance state, classes made in a function and configured from its arguments.


class Counter:
    def __init__(self, name):
        self.name = name
        self.count = 0

    def incrementer(self, step=1):
        def inc(*, times=1):
            self.count += step * times
            return self.count

        return inc

    def reporter(self):
        return lambda prefix="": "%s%s=%d" % (prefix, self.name, self.count)


c = Counter("clicks")
inc1 = c.incrementer()
inc5 = c.incrementer(5)
report = c.reporter()
print(inc1(), inc5(), inc1(times=3), report(), report(prefix="> "))
c.name = "taps"
print(report())


class Button:
    def __init__(self, label):
        self.label = label
        self.handlers = []

    def on_click(self, fn):
        self.handlers.append(fn)
        return fn

    def click(self, *args, **kwargs):
        return [h(self, *args, **kwargs) for h in self.handlers]


btn = Button("ok")


@btn.on_click
def first(button, *args, **kwargs):
    return "first:%s:%r:%r" % (button.label, args, kwargs)


@btn.on_click
def second(button, x=0, **kwargs):
    return "second:%d" % x


print(btn.click())
print(btn.click(7, shift=True))
print(first.__name__, len(btn.handlers))


class Store:
    def __init__(self):
        self.state = {}
        self.listeners = []

    def subscribe(self, listener):
        self.listeners.append(listener)

        def unsubscribe():
            self.listeners.remove(listener)

        return unsubscribe

    def set(self, **changes):
        self.state.update(changes)
        for listener in list(self.listeners):
            listener(self.state, **changes)


store = Store()
seen = []
unsub_a = store.subscribe(lambda state, **ch: seen.append(("a", sorted(ch))))
unsub_b = store.subscribe(lambda state, **ch: seen.append(("b", len(state))))
store.set(x=1)
store.set(y=2, z=3)
unsub_a()
store.set(x=10)
print(seen)
print(store.state)


class Recorder:
    def __init__(self):
        self.events = []

    def record(self, kind, *details):
        self.events.append((kind,) + details)


rec = Recorder()
callbacks = [rec.record, lambda *a: rec.record("lambda", *a)]
for cb in callbacks:
    cb("go", 1)
cb = rec.record
cb("bound", *[2, 3])
print(rec.events)


def make_class(prefix, *, sep=":"):
    class Tagged:
        def __init__(self, value):
            type(self).counter[0] += 1
            self.value = value
            self.n = type(self).counter[0]

        def __repr__(self):
            return self.prefix + self.sep + str(self.value) + "#" + str(self.n)

        @classmethod
        def made(cls):
            return cls.counter[0]

    Tagged.prefix = prefix
    Tagged.sep = sep
    Tagged.counter = [0]
    return Tagged


A = make_class("a")
B = make_class("b", sep="/")
print([A(1), A(2), B(3)], A.made(), B.made())


class Validator:
    rules = []

    @classmethod
    def rule(cls, message):
        def decorator(fn):
            cls.rules.append((fn, message))
            return fn

        return decorator

    @classmethod
    def check(cls, value, **context):
        return [m for fn, m in cls.rules if not fn(value, **context)]


@Validator.rule("must be positive")
def positive(v, **ctx):
    return v > 0


@Validator.rule("must be below limit")
def below(v, *, limit=100, **ctx):
    return v < limit


print(Validator.check(5), Validator.check(-1))
print(Validator.check(500), Validator.check(50, limit=10))


class Lazy:
    def __init__(self, compute, *args, **kwargs):
        self._thunk = lambda: compute(*args, **kwargs)
        self._done = False
        self._value = None

    def get(self):
        if not self._done:
            self._value = self._thunk()
            self._done = True
        return self._value


calls = []


def expensive(a, b, *, c=0):
    calls.append((a, b, c))
    return a * b + c


lz = Lazy(expensive, 6, 7, c=0)
print(calls, lz.get(), lz.get(), calls)


class Pipeline:
    def __init__(self):
        self.steps = []

    def step(self, *args, **kwargs):
        def register(fn):
            self.steps.append(lambda x: fn(x, *args, **kwargs))
            return self

        return register

    def run(self, value):
        for s in self.steps:
            value = s(value)
        return value


pipe = Pipeline()
pipe.step(3)(lambda x, n: x * n)
pipe.step(add=1)(lambda x, add: x + add)
pipe.step()(lambda x: -x)
print(pipe.run(2), pipe.run(0), len(pipe.steps))


class Account:
    def __init__(self, balance):
        self.balance = balance

    def transaction(self):
        start = self.balance

        def commit():
            return self.balance - start

        def rollback():
            self.balance = start

        return commit, rollback


acct = Account(100)
commit, rollback = acct.transaction()
acct.balance += 50
print(commit(), acct.balance)
rollback()
print(commit(), acct.balance)
