# `with` calls __enter__ and __exit__ as ordinary calls (a Python method runs in a frame
# of the loop): what they receive, return and raise, on every way out of the body.
import io


class Log:
    def __init__(self, name, fail_enter=False, fail_exit=False, suppress=False):
        self.name = name
        self.fail_enter = fail_enter
        self.fail_exit = fail_exit
        self.suppress = suppress

    def __enter__(self):
        print("enter", self.name)
        if self.fail_enter:
            raise ValueError("enter " + self.name)
        return self.name.upper()

    def __exit__(self, t, e, tb):
        print("exit", self.name, t.__name__ if t else None, e)
        if self.fail_exit:
            raise KeyError("exit " + self.name)
        return self.suppress


class Starred:
    def __enter__(self):
        return "starred"

    def __exit__(self, *args):
        print("starred exit", args)


class Static:
    @staticmethod
    def __enter__():
        return "static enter"

    def __exit__(self, t, e, tb, extra=None):
        print("static exit", t, extra)


class Callable:
    def __call__(self, *args):
        print("callable called with", len(args), "args")
        return "from callable"


class ViaCallable:
    __enter__ = Callable()

    def __exit__(self, t, e, tb):
        print("via callable exit")


def body_returns():
    with Log("r") as x:
        return "returned " + x


def loop_breaks():
    out = []
    for i in range(4):
        with Log(f"b{i}"):
            if i == 1:
                continue
            if i == 2:
                break
            out.append(i)
    return out


def gen():
    with Log("g") as g:
        yield g
        yield g + "!"


print(body_returns())
print(loop_breaks())
try:
    with Log("e", fail_enter=True):
        print("not reached")
except ValueError as err:
    print("caught", err)
try:
    with Log("x", fail_exit=True):
        print("body ran")
except KeyError as err:
    print("caught", err)
with Log("s", suppress=True):
    raise RuntimeError("suppressed")
print("after suppression")
with Log("outer") as a, Log("inner") as b:
    print(a, b)
with Starred() as s:
    print(s)
with Static() as st:
    print(st)
with ViaCallable() as v:
    print(v)
print(list(gen()))
with io.StringIO("line one\nline two\n") as f:
    print(f.readline().strip())
print(f.closed)
total = 0
m = Log("hot")
for i in range(50):
    with Starred() as s:
        total += len(s)
print(total)
try:
    with 42:
        pass
except TypeError as err:
    print("TypeError", err)
