# argparse: every action, nargs, option spellings, Namespace, subcommands
import os
os.environ["COLUMNS"] = "80"  # the help text's width, whatever the terminal
import argparse

p = argparse.ArgumentParser(prog="t")
p.add_argument("pos")
p.add_argument("more", nargs="*")
p.add_argument("-s", "--store")
p.add_argument("-c", action="store_const", const=42)
p.add_argument("-t", action="store_true")
p.add_argument("-f", action="store_false")
p.add_argument("-a", "--append", action="append", type=int)
p.add_argument("--ac", action="append_const", const="k", dest="consts")
p.add_argument("-v", action="count")
p.add_argument("--ext", action="extend", nargs="+")
p.add_argument("--opt", nargs="?", const="C", default="D")
p.add_argument("--two", nargs=2, type=float)
p.add_argument("--color", action=argparse.BooleanOptionalAction)
p.add_argument("-x", type=int, default="7")
print(p.parse_args(["a"]))
print(p.parse_args(["a", "b", "c", "-s", "S", "-c", "-t", "-f"]))
print(p.parse_args(["-a1", "-a", "2", "--append=3", "a", "--ac", "--ac"]))
print(p.parse_args(["-vvv", "a", "-tv"]))
print(p.parse_args(["--ext", "1", "2", "--ext", "3", "--", "a", "-b"]))
print(p.parse_args(["a", "--opt"]), p.parse_args(["a", "--opt", "v"]).opt)
print(p.parse_args(["a", "--two", "1", "2.5", "--color"]))
print(p.parse_args(["a", "--no-color", "-x", "12"]).color)
print(p.parse_args(["--sto=val", "a", "-tcx5"]))
print(p.parse_args(["a", "-sVALUE"]).store, p.parse_args(["a", "-s=V"]).store)
print(p.parse_args(["a", "-x", "-3"]).x)
print(p.parse_known_args(["a", "--unknown", "-t", "zz"]))

ns = p.parse_args(["a", "b"])
print(vars(ns))
print(ns == argparse.Namespace(**vars(ns)), ns == argparse.Namespace(pos="a"), "pos" in ns, "nope" in ns)
print(argparse.Namespace(b=1, a=2), argparse.Namespace())
print(argparse.Namespace(**{"a-b": 1, "c": 2}))
ns2 = argparse.Namespace(existing=5)
print(p.parse_args(["q"], namespace=ns2) is ns2, ns2.existing, ns2.pos)

# nargs shapes for positionals
q = argparse.ArgumentParser(prog="q")
q.add_argument("first")
q.add_argument("middle", nargs="+")
q.add_argument("last", nargs=2)
print(q.parse_args("1 2 3 4 5 6".split()))
q2 = argparse.ArgumentParser(prog="q2")
q2.add_argument("cmd")
q2.add_argument("args", nargs=argparse.REMAINDER)
print(q2.parse_args(["run", "-x", "--y", "z"]))
q3 = argparse.ArgumentParser(prog="q3")
q3.add_argument("--flag", action="store_true")
q3.add_argument("a", nargs="?", default="da")
q3.add_argument("b", nargs="*", default=["db"])
print(q3.parse_args([]), q3.parse_args(["1"]), q3.parse_args(["1", "2", "3", "--flag"]))

# defaults: set_defaults, get_default, argument_default, string defaults converted
r = argparse.ArgumentParser(prog="r", argument_default=argparse.SUPPRESS)
r.add_argument("--a")
r.add_argument("--b", default=1)
r.set_defaults(c=3, b=2)
print(r.parse_args([]), r.get_default("b"), r.get_default("c"))

# abbreviations and prefix characters
s = argparse.ArgumentParser(prog="s")
s.add_argument("--verbose", action="store_true")
s.add_argument("--version-file")
print(s.parse_args(["--verb"]), s.parse_args(["--version-f", "x"]))
s2 = argparse.ArgumentParser(prog="s2", allow_abbrev=False)
s2.add_argument("--verbose", action="store_true")
print(s2.parse_known_args(["--verb"]))
pc = argparse.ArgumentParser(prog="pc", prefix_chars="+/")
pc.add_argument("+f", action="store_true")
pc.add_argument("//long")
print(pc.parse_args(["+f", "//long", "v"]), pc.format_usage(), end="")

# subcommands with set_defaults(func=...)
def do_add(ns):
    return ns.x + ns.y

def do_neg(ns):
    return -ns.x

top = argparse.ArgumentParser(prog="calc")
top.add_argument("--precision", type=int, default=2)
subs = top.add_subparsers(dest="cmd", required=True)
add = subs.add_parser("add")
add.add_argument("x", type=int)
add.add_argument("y", type=int)
add.set_defaults(func=do_add)
neg = subs.add_parser("neg", aliases=["n"])
neg.add_argument("x", type=int)
neg.set_defaults(func=do_neg)
for argv in (["add", "2", "3"], ["--precision", "4", "neg", "5"], ["n", "1"]):
    ns = top.parse_args(argv)
    print(ns.cmd, ns.precision, ns.func.__name__, ns.func(ns))
ns, extra = top.parse_known_args(["add", "1", "2", "--extra"])
print(ns.x, ns.y, extra)

# parents, conflict resolution, intermixed
base = argparse.ArgumentParser(add_help=False)
base.add_argument("--config")
child = argparse.ArgumentParser(prog="child", parents=[base])
child.add_argument("--level", type=int)
print(child.parse_args(["--config", "c.ini", "--level", "3"]))
res = argparse.ArgumentParser(prog="res", conflict_handler="resolve")
res.add_argument("-o", "--out", help="old")
res.add_argument("-o", help="new")
print(res.format_help(), end="")
im = argparse.ArgumentParser(prog="im")
im.add_argument("--foo")
im.add_argument("cmd")
im.add_argument("rest", nargs="*", type=int)
print(im.parse_intermixed_args("doit 1 --foo bar 2 3".split()))

# custom Action and type functions
class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values.upper() + (option_string or ""))

def even(s):
    n = int(s)
    if n % 2:
        raise argparse.ArgumentTypeError("%r is odd" % n)
    return n

u = argparse.ArgumentParser(prog="u")
u.add_argument("--name", action=Upper)
u.add_argument("word", action=Upper)
u.add_argument("--even", type=even)
print(u.parse_args(["hi", "--name", "bob", "--even", "4"]))
a = u._actions[1]
print(a)
print(repr(argparse.FileType("w")), repr(argparse.FileType("rb", encoding="utf-8")))
