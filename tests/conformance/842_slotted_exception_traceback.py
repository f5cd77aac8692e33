# An exception class whose __slots__ leave no room for attributes still has every
# BaseException field: its traceback, context and cause (CPython keeps them in the
# exception object itself).
import sys
import traceback


class Tight(Exception):
    __slots__ = ()


class Named(Exception):
    __slots__ = ("code",)

    def __init__(self, code):
        super().__init__(code)
        self.code = code


def fail():
    raise Tight("tight")


try:
    fail()
except Tight as t:
    print(type(t.__traceback__).__name__, t.__context__, t.__cause__)
    print([f.name for f in traceback.extract_tb(t.__traceback__)])
    print(sys.exc_info()[2] is t.__traceback__)
    # (BaseException instances have a __dict__: empty __slots__ take nothing away.)
    t.x = 1
    print(vars(t))

try:
    try:
        fail()
    except Tight as t:
        raise Named(3) from t
except Named as n:
    print(n.code, repr(n.__cause__), n.__suppress_context__, n.__context__ is n.__cause__)
    print(type(n.__cause__.__traceback__).__name__)
    n.__cause__ = None
    print(n.__cause__, n.__suppress_context__)
    n.other = 2
    print(n.other, n.code)

# Context set while handling another exception.
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise Tight("during")
except Tight as t:
    print(repr(t.__context__), t.__suppress_context__)
    saved = t

# Raised again: the traceback goes on from where it was.
def again(e):
    raise e


try:
    again(saved)
except Tight as t:
    print([f.name for f in traceback.extract_tb(t.__traceback__)])

# Printing the chain of a slotted exception.
try:
    try:
        fail()
    except Tight:
        raise Named(5)
except Named as n:
    lines = traceback.format_exception(type(n), n, n.__traceback__)
    print("".join(lines).count("During handling"), lines[-1].strip())

# A `with` block's __exit__ gets the slotted exception's traceback.
class Manager:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        print("exit", kind.__name__, type(tb).__name__, tb is value.__traceback__)
        return True


with Manager():
    fail()


# A generator's throw.
def gen():
    try:
        yield 1
    except Tight as t:
        print("gen caught", type(t.__traceback__).__name__)
        yield 2


g = gen()
next(g)
print(g.throw(Tight("thrown")))
print(vars(saved), saved.__dict__)
