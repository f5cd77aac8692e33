# Decorators that forward *args and **kwargs: logging and counting wrappers, a
# hand-written wraps (a callable object that copies __name__/__qualname__), stacked decorators,
# decorators taking arguments, decorators on methods and class decorators that wrap every
# method or replace __init__; wrappers under staticmethod, classmethod and property, a
# callable object as a method (not bound), a class replaced by a factory function.

log = []


def logged(fn):
    def wrapper(*args, **kwargs):
        log.append("%s%r%r" % (fn.__name__, args, sorted(kwargs.items())))
        return fn(*args, **kwargs)

    return wrapper


@logged
def add(a, b=0, *, scale=1):
    return (a + b) * scale


print(add(1), add(1, 2), add(1, b=5), add(2, 3, scale=10))
for line in log:
    print(" ", line)
log.clear()


class Wrapped:
    def __init__(self, original, wrapper):
        self.__name__ = original.__name__
        self.__qualname__ = original.__qualname__
        self.__wrapped__ = original
        self.wrapper = wrapper
        self.calls = 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.wrapper(*args, **kwargs)


def wraps(original):
    def apply(wrapper):
        return Wrapped(original, wrapper)

    return apply


call_counts = {}


def counted(fn):
    call_counts[fn.__name__] = 0

    def wrapper(*args, **kwargs):
        call_counts[fn.__name__] += 1
        return fn(*args, **kwargs)

    return wrapper


def exclaim(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs) + "!"

    return wrapper


@exclaim
def greet(name, *, punct="!"):
    return "hello " + name + punct


print(greet("ann"), greet("bob", punct="?"), greet(name="cy"))
print(greet.__name__, greet.__qualname__, greet.calls)
print(greet.__wrapped__("raw"), greet.calls, type(greet).__name__)


def repeat(times):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]

        return wrapper

    return decorator


@repeat(3)
def shout(word, suffix=""):
    return word.upper() + suffix


print(shout("hey"), shout("a", suffix="!"), shout.__name__)


def prefix_arg(value):
    def decorator(fn):
        def wrapper(*args, **kwargs):
            return fn(value, *args, **kwargs)

        return wrapper

    return decorator


def default_kw(**defaults):
    def decorator(fn):
        def wrapper(*args, **kwargs):
            merged = dict(defaults)
            merged.update(kwargs)
            return fn(*args, **merged)

        return wrapper

    return decorator


@prefix_arg("P")
@default_kw(sep="+", end="")
@logged
def joiner(*parts, sep, end):
    return sep.join(parts) + end


print(joiner("a", "b"), joiner("x", sep="-"), joiner(end="."))
for line in log:
    print(" ", line)
log.clear()


def trace_calls(label):
    def decorator(fn):
        def wrapper(*args, **kwargs):
            print("enter", label, args, kwargs)
            try:
                return fn(*args, **kwargs)
            finally:
                print("leave", label)

        return wrapper

    return decorator


@trace_calls("outer")
@trace_calls("inner")
def divide(a, b):
    return a // b


print(divide(7, 2))
try:
    divide(1, 0)
except ZeroDivisionError as e:
    print("caught", e)


class Account:
    def __init__(self, balance):
        self.balance = balance

    @logged
    def deposit(self, amount, *, note=""):
        self.balance += amount
        return self.balance

    @counted
    def peek(self):
        return self.balance


acct = Account(10)
print(acct.deposit(5), acct.deposit(amount=1, note="x"), acct.peek(), acct.peek())
print(call_counts["peek"], Account.peek.__name__, Account.deposit.__qualname__)
print([line.split("(")[0] for line in log])
log.clear()


def wrap_methods(cls):
    for name in ["area", "scale"]:
        original = getattr(cls, name)

        def make(original, name):
            def wrapper(self, *args, **kwargs):
                result = original(self, *args, **kwargs)
                print("  %s.%s%r -> %r" % (cls.__name__, name, args, result))
                return result

            return wrapper

        setattr(cls, name, make(original, name))
    return cls


@wrap_methods
class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def scale(self, k, *, also_h=True):
        self.w *= k
        if also_h:
            self.h *= k
        return self.w, self.h


r = Rect(2, 3)
r.area()
r.scale(2)
r.scale(3, also_h=False)
print(r.area())


def retry(attempts):
    def decorator(fn):
        def wrapper(*args, **kwargs):
            last = None
            for i in range(attempts):
                try:
                    return fn(*args, **kwargs)
                except ValueError as e:
                    print("  attempt", i + 1, "failed:", e)
                    last = e
            raise last

        return wrapper

    return decorator


state = {"n": 0}


@retry(3)
def flaky(threshold, *, bump=1):
    state["n"] += bump
    if state["n"] < threshold:
        raise ValueError("n=%d" % state["n"])
    return state["n"]


print(flaky(3))
try:
    state["n"] = 0
    flaky(100, bump=2)
except ValueError as e:
    print("gave up:", e)


def identity_decorator(fn):
    return fn


@identity_decorator
@logged
@identity_decorator
def deep(*args, **kwargs):
    return len(args), len(kwargs)


print(deep(), deep(1, 2, x=3), log)


# Wrappers under staticmethod, classmethod and property; a callable object in a class
# body (not a function, so never bound); class decorators.
def tag_result(fn):
    def wrapper(*args, **kwargs):
        return ("wrapped", fn(*args, **kwargs))
    return wrapper


class CallObj:
    def __init__(self, fn):
        self.fn = fn

    def __call__(self, *args, **kwargs):
        return ("callobj", args, kwargs)


class Mixed:
    @staticmethod
    @tag_result
    def s(*a):
        return a

    @classmethod
    @tag_result
    def c(cls, *a, **k):
        return cls.__name__, a, k

    @property
    @tag_result
    def p(self):
        return "prop"

    @CallObj
    def o(self, *a):
        return a

    @tag_result
    def m(self, *a, **k):
        return type(self).__name__, a, k


x = Mixed()
print(Mixed.s(1, 2), x.s(3))
print(Mixed.c(1, k=2), x.c())
print(x.p)
print(x.o(1, 2), Mixed.o(1))
print(x.m(1, z=2), Mixed.m(x, 5))


def class_deco(cls):
    orig_init = cls.__init__

    def __init__(self, *args, **kwargs):
        self.created_with = (args, kwargs)
        orig_init(self, *args, **kwargs)

    cls.__init__ = __init__
    return cls


@class_deco
class Point:
    def __init__(self, a, *, b=2):
        self.a = a
        self.b = b


p = Point(1, b=3)
print(p.created_with, p.a, p.b)
try:
    Point()
except TypeError as e:
    print(e)


def factory_deco(cls):
    def make(*args, **kwargs):
        obj = cls(*args, **kwargs)
        obj.tag = "made"
        return obj
    return make


@factory_deco
class Q:
    def __init__(self, *parts):
        self.parts = parts


q = Q(1, 2)
print(q.parts, q.tag, Q.__name__)


print(type(Mixed.__dict__["s"]).__name__)
