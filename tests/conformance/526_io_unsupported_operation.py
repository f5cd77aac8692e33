# io.UnsupportedOperation: an OSError and a ValueError, raised by streams for what their
# mode does not allow (reading a writer, writing a reader, seeking the standard streams,
# truncating a reader, fileno of a stream in memory), and what they do allow.
import io
import sys

U = io.UnsupportedOperation
print(U, U.__name__, U.__module__, U.__mro__[1:3] == (OSError, ValueError))
print(issubclass(U, OSError), issubclass(U, ValueError), issubclass(U, Exception))
print(io.UnsupportedOperation is U, isinstance(U("x"), OSError), repr(U("not readable")))
print(str(U("a")), U("x").args, U().args, str(U()))

base = "/tmp/vm_std_conformance_526"
with open(base + ".txt", "w") as f:
    f.write("one\ntwo\n")
with open(base + ".bin", "wb") as f:
    f.write(b"one\ntwo\n")
for suffix in ["_w.txt", "_a.txt", "_w.bin", "_a.bin", "_t.txt", "_t.bin"]:
    open(base + suffix, "w").close()


def attempt(label, f):
    try:
        r = f()
        print(label, "ok", repr(r))
    except Exception as e:
        print(label, type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))


def streams():
    return [
        ("r", lambda: open(base + ".txt")),
        ("w", lambda: open(base + "_w.txt", "w")),
        ("a", lambda: open(base + "_a.txt", "a")),
        ("rb", lambda: open(base + ".bin", "rb")),
        ("wb", lambda: open(base + "_w.bin", "wb")),
        ("ab", lambda: open(base + "_a.bin", "ab")),
        ("StringIO", lambda: io.StringIO("abc\ndef\n")),
        ("BytesIO", lambda: io.BytesIO(b"abc\ndef\n")),
    ]


ops = [
    ("read", lambda s: s.read()),
    ("read(2)", lambda s: s.read(2)),
    ("readline", lambda s: s.readline()),
    ("readlines", lambda s: s.readlines()),
    ("iter", lambda s: list(s)),
    ("next", lambda s: next(s)),
    ("write str", lambda s: s.write("x")),
    ("write bytes", lambda s: s.write(b"x")),
    ("writelines", lambda s: s.writelines(["x"])),
    ("writelines []", lambda s: s.writelines([])),
    ("truncate", lambda s: s.truncate()),
    ("truncate(1)", lambda s: s.truncate(1)),
    ("seek(0)", lambda s: s.seek(0)),
    ("seek(1, 1)", lambda s: s.seek(1, 1)),
    ("seek(1, 2)", lambda s: s.seek(1, 2)),
    ("readable", lambda s: s.readable()),
    ("writable", lambda s: s.writable()),
    ("seekable", lambda s: s.seekable()),
    ("isatty", lambda s: s.isatty()),
    ("fileno is int", lambda s: type(s.fileno()).__name__),
]
for name, make in streams():
    for label, op in ops:
        s = make()
        attempt(name + " " + label, lambda: op(s))
        s.close()

# The standard streams: not seekable (pipes here), stdout not readable.
for label, op in [
    ("stdout read", lambda: sys.stdout.read()),
    ("stdout readline", lambda: sys.stdout.readline()),
    ("stdout iter", lambda: next(iter(sys.stdout))),
    ("stdout seek", lambda: sys.stdout.seek(0)),
    ("stdout tell", lambda: sys.stdout.tell()),
    ("stdout truncate", lambda: sys.stdout.truncate()),
    ("stdout fileno", lambda: sys.stdout.fileno()),
    ("stderr fileno", lambda: sys.stderr.fileno()),
    ("stderr read", lambda: sys.stderr.read()),
    ("stdout readable", lambda: sys.stdout.readable()),
    ("stdout writable", lambda: sys.stdout.writable()),
    ("stdin write", lambda: sys.stdin.write("x")),
    ("stdin truncate", lambda: sys.stdin.truncate()),
    ("stdin fileno", lambda: sys.stdin.fileno()),
    ("stdin readable", lambda: sys.stdin.readable()),
    ("stdin writable", lambda: sys.stdin.writable()),
]:
    attempt(label, op)

# Caught as any of its bases, and raised by a program.
for base_class in [io.UnsupportedOperation, OSError, ValueError, Exception]:
    try:
        open(base + ".txt").write("x")
    except base_class as e:
        print("caught as", base_class.__name__, type(e).__name__, e.args)
try:
    raise io.UnsupportedOperation("mine")
except ValueError as e:
    print(repr(e), str(e), e.args)


class Mine(io.UnsupportedOperation):
    pass


try:
    raise Mine("sub")
except OSError as e:
    print(type(e).__name__, repr(e), isinstance(e, io.UnsupportedOperation))

# What the modes do allow: truncating writers and StringIO, positions kept.
with open(base + "_t.txt", "w") as f:
    f.write("hello world")
    print(f.truncate(5), f.write("!"))
print(repr(open(base + "_t.txt").read()))
with open(base + "_t.txt", "a") as f:
    print(f.truncate(), f.truncate(2))
print(repr(open(base + "_t.txt").read()))
with open(base + "_t.bin", "wb") as f:
    f.write(b"0123456789")
    print(f.truncate(4), f.tell(), f.truncate())
print(open(base + "_t.bin", "rb").read())
s = io.StringIO("héllo wörld")
print(s.truncate(7), repr(s.getvalue()), s.tell(), s.read(3), s.truncate(), repr(s.getvalue()))
print(s.seek(0, 2), s.write("!"), repr(s.getvalue()))
attempt("StringIO truncate(-1)", lambda: io.StringIO("x").truncate(-1))
attempt("BytesIO truncate(-1)", lambda: io.BytesIO(b"x").truncate(-1))
attempt("StringIO write(1)", lambda: io.StringIO().write(1))
attempt("StringIO readline(2)", lambda: io.StringIO("abc\nd").readline(2))
attempt("StringIO readline(9)", lambda: io.StringIO("abc\nd").readline(9))
attempt("StringIO readlines(3)", lambda: io.StringIO("a\nbc\nd\n").readlines(3))
attempt("StringIO readlines(4)", lambda: io.StringIO("a\nbc\nd\n").readlines(4))
attempt("StringIO readlines(0)", lambda: io.StringIO("a\nbc\nd\n").readlines(0))
attempt("BytesIO readlines(5)", lambda: io.BytesIO(b"a\nbc\nd\n").readlines(5))
attempt("rb readlines(2)", lambda: open(base + ".bin", "rb").readlines(2))
attempt("r readlines(4)", lambda: open(base + ".txt").readlines(4))
attempt("next r", lambda: next(open(base + ".txt")))
attempt("next StringIO", lambda: next(io.StringIO("")))
