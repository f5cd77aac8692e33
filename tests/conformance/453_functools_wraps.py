# functools.wraps and update_wrapper.
from functools import wraps, update_wrapper, WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES


def logged(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        print("calling", func.__name__)
        return func(*args, **kwargs)
    return wrapper


@logged
def add(a, b=2):
    return a + b


add.tag = "orig"
print(add(1), add(1, b=5), add.__name__, add.__qualname__, add.__wrapped__(3))
print(add.__wrapped__.__name__, add.__doc__)


def target(x):
    return x


target.color = "red"
target.size = 3


def plain(x):
    return x * 2


update_wrapper(plain, target)
print(plain.__name__, plain.color, plain.size, plain.__wrapped__ is target, plain(4))


def other(x):
    return x


w = update_wrapper(other, target, assigned=("__doc__",), updated=())
print(w is other, other.__name__, other.__wrapped__ is target, hasattr(other, "color"))


def nested():
    def inner():
        return 1
    return inner


inner = nested()


@wraps(inner)
def replacement():
    return 2


print(replacement.__name__, replacement.__qualname__, replacement())
print(WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES)


class Callable:
    def __call__(self):
        return "called"


obj = Callable()
update_wrapper(obj, target)
print(obj(), obj.__name__, obj.color, obj.__wrapped__ is target)


def decorator_with_args(n):
    def deco(func):
        @wraps(func)
        def wrapper(*a):
            return [func(*a)] * n
        return wrapper
    return deco


@decorator_with_args(3)
def hello(name):
    return "hi " + name


print(hello("bo"), hello.__name__)


def missing_attrs():
    pass


class NoName:
    pass


nn = NoName()
update_wrapper(missing_attrs, nn, assigned=("__name__", "nonexistent"))
print(missing_attrs.__name__)
try:
    update_wrapper(missing_attrs)
except TypeError as e:
    print("TypeError", e)
try:
    update_wrapper()
except TypeError as e:
    print("TypeError", e)
try:
    update_wrapper(1, 2, 3, 4, 5)
except TypeError as e:
    print("TypeError", e)
try:
    update_wrapper(missing_attrs, nn, wrapper=1)
except TypeError as e:
    print("TypeError", e)
try:
    wraps()
except TypeError as e:
    print("TypeError", e)
