# argparse: error messages (usage and "prog: error: ..." on stderr, exit status 2),
# --help and --version output, exit_on_error=False
import os
os.environ["COLUMNS"] = "80"  # the help text's width, whatever the terminal
import argparse
import contextlib
import io


def run(parser, argv):
    out = io.StringIO()
    err = io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            result = parser.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code, repr(out.getvalue()))
        print(err.getvalue(), end="")
    else:
        print("ok", result)


p = argparse.ArgumentParser(prog="prog")
p.add_argument("x")
p.add_argument("-n", type=int)
p.add_argument("--x2", dest="xx")
p.add_argument("--choice", choices=["a", "b"])
p.add_argument("--num", type=int, choices=[1, 2])
p.add_argument("--two", nargs=2)
p.add_argument("--one-plus", nargs="+")
p.add_argument("--flag", action="store_true")
p.add_argument("--fl", action="store_true")
p.add_argument("--ratio", type=float)
g = p.add_mutually_exclusive_group()
g.add_argument("-a", action="store_true")
g.add_argument("-b", action="store_true")
g.add_argument("--c-opt")
run(p, [])
run(p, ["v", "-n", "a"])
run(p, ["v", "extra1", "extra2"])
run(p, ["v", "--x2"])
run(p, ["v", "--two", "1"])
run(p, ["v", "--one-plus"])
run(p, ["v", "--choice", "q"])
run(p, ["v", "--num", "3"])
run(p, ["v", "--f"])
run(p, ["v", "--ratio", "x.5"])
run(p, ["v", "-a", "-b"])
run(p, ["v", "-b", "--c-opt", "z"])
run(p, ["v", "--flag=yes"])
run(p, ["v", "-n"])
run(p, ["v", "--unknown", "-z"])
run(p, ["v", "-ab"])
run(p, ["-h"])

q = argparse.ArgumentParser(prog="q")
q.add_argument("--version", action="version", version="%(prog)s 2.5")
q.add_argument("-v", action="version")
q.version = "from attr"
req = q.add_mutually_exclusive_group(required=True)
req.add_argument("--in")
req.add_argument("--out")
q.add_argument("--must", required=True)
q.add_argument("pos", nargs="+")
run(q, ["--version"])
run(q, ["-v"])
run(q, [])
run(q, ["p", "--must", "m"])
run(q, ["p", "--must", "m", "--in", "i", "--out", "o"])

s = argparse.ArgumentParser(prog="git")
sub = s.add_subparsers(dest="cmd")
sub.required = True
c = sub.add_parser("commit")
c.add_argument("-m", required=True)
sub.add_parser("log")
run(s, [])
run(s, ["push"])
run(s, ["commit"])
run(s, ["commit", "-m", "msg", "stray"])
run(s, ["commit", "-h"])
s2 = argparse.ArgumentParser(prog="g2")
s2.add_subparsers(required=True).add_parser("only")
run(s2, [])


def positive(text):
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError("must be positive, got %d" % value)
    return value


t = argparse.ArgumentParser(prog="t")
t.add_argument("count", type=positive)
t.add_argument("--path", type=argparse.FileType("r"))
run(t, ["0"])
run(t, ["z"])
run(t, ["3", "--path", "/nonexistent/file.txt"])

# exit_on_error=False: the ArgumentError reaches the caller
n = argparse.ArgumentParser(prog="n", exit_on_error=False)
n.add_argument("--k", type=int)
try:
    n.parse_args(["--k", "x"])
except argparse.ArgumentError as e:
    print("ArgumentError:", e, "|", e.argument_name, "|", e.message)

# errors in the parser's definition
for make in (
    lambda: argparse.ArgumentParser(prog="d").add_argument("--dup") and None,
    lambda: argparse.ArgumentParser(prog="d", add_help=True).add_argument("-h"),
    lambda: argparse.ArgumentParser(prog="d").add_argument("x", required=True),
    lambda: argparse.ArgumentParser(prog="d").add_argument("--y", action="store", nargs=0),
    lambda: argparse.ArgumentParser(prog="d").add_argument("--z", action="nope"),
    lambda: argparse.ArgumentParser(prog="d").add_argument("--w", type="int"),
    lambda: argparse.ArgumentParser(prog="d").add_argument("zz", "yy"),
):
    try:
        make()
        print("no error")
    except (ValueError, TypeError, argparse.ArgumentError) as e:
        print(type(e).__name__, e)

# parser.error and parser.exit directly, print_usage/print_help to a file
e = argparse.ArgumentParser(prog="direct")
err = io.StringIO()
with contextlib.redirect_stderr(err):
    try:
        e.error("custom failure")
    except SystemExit as x:
        print("code", x.code)
    try:
        e.exit(3, "bye\n")
    except SystemExit as x:
        print("code", x.code)
print(err.getvalue(), end="")
buf = io.StringIO()
e.print_usage(buf)
e.print_help(buf)
print(buf.getvalue(), end="")
