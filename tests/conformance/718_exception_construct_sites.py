# Exception classes of the program constructed many times from one call site (the site
# specializes): with and without an `__init__` of their own, calling
# `super().__init__` with other arguments or not at all, with defaults, keyword
# arguments, subclasses of builtin exceptions (`OSError`'s errno mapping stays), a class
# whose `__init__` is replaced after the site specialized; and `str % args` from sites
# that see tuples, single values, dicts and instances.


class AppError(Exception):
    pass


class NotFound(LookupError):
    pass


class Overdraft(AppError):
    def __init__(self, account, amount):
        super().__init__(f"account {account} cannot pay {amount}")
        self.account = account
        self.amount = amount


class Quiet(AppError):
    def __init__(self, code, note="none"):
        self.code = code
        self.note = note


class Keeps(ValueError):
    def __init__(self, *parts):
        self.parts = parts


class Disk(OSError):
    pass


def make(kind, i):
    if kind == 0:
        return AppError("plain", i)
    if kind == 1:
        return NotFound(i)
    if kind == 2:
        return Overdraft(i, i * 10)
    if kind == 3:
        return Quiet(i)
    if kind == 4:
        return Keeps(i, i + 1)
    return AppError()


made = []
for i in range(60):
    e = make(i % 6, i)
    made.append((type(e).__name__, e.args, str(e), repr(e)))
for m in made[:6] + made[-6:]:
    print(m)

quiet = [Quiet(i, note="n%d" % i) for i in range(20)]
print([(q.code, q.note, q.args) for q in quiet[-3:]])

caught = 0
for i in range(50):
    try:
        if i % 2:
            raise Overdraft(i, 5)
        raise NotFound("key %d" % i)
    except AppError as e:
        caught += e.amount
    except LookupError as e:
        caught += len(e.args[0])
print(caught)

disks = [Disk(2, "gone") for _ in range(20)]
print(type(disks[-1]).__name__, disks[-1].errno, disks[-1].strerror, disks[-1].args, str(disks[-1]))
plain = [Disk("x") for _ in range(20)]
print(plain[-1].errno, plain[-1].args)


def build(cls, i):
    return cls(i)


for i in range(30):
    build(AppError, i)


def later_init(self, x):
    Exception.__init__(self, "later", x)
    self.x = x


AppError.__init__ = later_init
e = build(AppError, 7)
print(e.args, e.x)
del AppError.__init__
print(build(AppError, 8).args)

try:
    Overdraft(1)
except TypeError as e:
    print(e)
try:
    Overdraft(1, 2, 3)
except TypeError as e:
    print(e)
try:
    AppError(x=1)
except TypeError as e:
    print(e)


class Shown:
    def __str__(self):
        return "shown"

    def __repr__(self):
        return "Shown()"


class Mod:
    def __rmod__(self, other):
        return "rmod of " + other


def fmt(f, a):
    return f % a


out = []
for i in range(20):
    out.append(fmt("%d-%s", (i, "x")))
    out.append(fmt("%05.1f", i / 3))
    out.append(fmt("%(a)s/%(b)r", {"a": i, "b": "y"}))
    out.append(fmt("<%s|%r>", (Shown(), Shown())))
    out.append(fmt("%s", Shown()))
    out.append(fmt("no args", ()))
print(out[-6:])
print(fmt("%s", Mod()).startswith("<__main__.Mod object"), fmt("x%sy", [1, 2]))
for bad in [("%d", "s"), ("%s %s", (1,)), ("%s", (1, 2)), ("%z", 1)]:
    try:
        fmt(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
class MyImp(ImportError):
    pass
e = MyImp("x", name="m")
print(e.args, e.name, e.path, e.msg)
class MyOS(OSError):
    pass
try:
    MyOS(1, x=2)
except TypeError as e:
    print(e)
try:
    ValueError(x=1)
except TypeError as e:
    print(e)
class MyMod(ModuleNotFoundError):
    pass
for i in range(20):
    m = MyMod("y")
print(m.args, m.msg, m.name)
try:
    MyImp("a", bogus=1)
except TypeError as e:
    print(e)
