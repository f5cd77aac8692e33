# sys._getframe: the caller's file, function and line, the frames below it (f_back),
# comprehension frames; sys.exc_info inside and outside handlers
import os
import sys


def where(depth=1):
    f = sys._getframe(depth)
    return os.path.basename(f.f_code.co_filename), f.f_code.co_name, f.f_lineno


def chain():
    f = sys._getframe(1)
    names = []
    while f is not None:
        names.append((f.f_code.co_name, f.f_lineno))
        f = f.f_back
    return names


def outer():
    x = where()
    y = inner()
    return x, y


def inner():
    return where(), where(2), chain()


print(where())
print(outer())
print([where() for _ in range(2)])
print(chain())


class K:
    def method(self):
        return where()

    @property
    def prop(self):
        return where()


print(K().method(), K().prop)
print(sorted([3, 1, 2], key=lambda v: (where()[1:], v)))


def gen():
    yield where()
    yield chain()


print(list(gen()))
print(type(sys._getframe()).__name__, type(sys._getframe().f_code).__name__)
try:
    sys._getframe(1000)
except ValueError as e:
    print("ValueError", e)

print(sys.exc_info())
try:
    raise KeyError("k")
except KeyError:
    t, v, tb = sys.exc_info()
    print(t, repr(v), type(tb).__name__)
    try:
        1 / 0
    except ZeroDivisionError as e:
        print(sys.exc_info()[0].__name__, sys.exc_info()[1] is e)
    print(sys.exc_info()[0].__name__)
print(sys.exc_info())
for arg in (-3, 2**70, "x", True):
    try:
        print(sys._getframe(arg).f_code.co_name)
    except Exception as e:
        print(type(e).__name__, e)
