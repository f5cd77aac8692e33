# Errors raised by builtins, operators and the VM itself are caught like user ones, with
# CPython's classes and messages.


def show(label, e):
    print(label, type(e).__name__, "|", e, "|", e.args)


try:
    1 // 0
except ZeroDivisionError as e:
    show("floordiv", e)
try:
    1.5 / 0
except ArithmeticError as e:
    show("truediv", e)
try:
    {"a": 1}["b"]
except KeyError as e:
    show("dict", e)
try:
    {1, 2}.remove(3)
except KeyError as e:
    show("set.remove", e)
try:
    set().pop()
except KeyError as e:
    show("set.pop", e)
try:
    {}.popitem()
except KeyError as e:
    show("popitem", e)
try:
    [1, 2, 3][10]
except IndexError as e:
    show("list index", e)
try:
    "abc"[5]
except IndexError as e:
    show("str index", e)
try:
    [].pop()
except IndexError as e:
    show("pop", e)
try:
    [1, 2].index(5)
except ValueError as e:
    show("index", e)
try:
    int("12x")
except ValueError as e:
    show("int()", e)
try:
    float("nope")
except ValueError as e:
    show("float()", e)
try:
    "a" + 1
except TypeError as e:
    show("add", e)
try:
    len(5)
except TypeError as e:
    show("len", e)
nothing = None
try:
    nothing()
except TypeError as e:
    show("call", e)
try:
    (1).foo
except AttributeError as e:
    show("attr", e)
try:
    undefined_thing
except NameError as e:
    show("name", e)


def unbound():
    if False:
        x = 1
    return x


try:
    unbound()
except UnboundLocalError as e:
    show("unbound", e)
except NameError:
    print("UnboundLocalError is a NameError, but the first clause matches")
try:
    assert 1 == 2, "math is broken"
except AssertionError as e:
    show("assert", e)
try:
    assert False
except AssertionError as e:
    show("assert bare", e)
try:
    next(iter([]))
except StopIteration as e:
    show("next", e)
try:
    2.0 ** 10000
except OverflowError as e:
    show("overflow", e)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    show("unpack", e)
try:
    hash([])
except TypeError as e:
    show("hash", e)
try:
    sorted([1, "a"])
except TypeError as e:
    show("sorted", e)


def deep(n):
    return deep(n + 1) + 1


try:
    deep(0)
except RecursionError as e:
    show("recursion", e)
print("still running after a RecursionError:", deep.__name__)
try:
    raise NotImplementedError("later")
except RuntimeError as e:
    show("not implemented", e)

# The hierarchy.
for cls in [ZeroDivisionError, KeyError, IndexError, RecursionError, UnboundLocalError]:
    names = []
    for base in [ArithmeticError, LookupError, RuntimeError, NameError, Exception]:
        if issubclass(cls, base):
            names.append(base.__name__)
    print(cls.__name__, names)
