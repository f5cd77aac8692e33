# argparse: negative numbers, arguments from files, MetavarTypeHelpFormatter, tuples
# of metavars, %(prog)s in texts, suppressed defaults and usage, help of subparsers
# with metavar and without help, prefix matching of short options
import os
os.environ["COLUMNS"] = "80"  # the help text's width, whatever the terminal
import argparse

p = argparse.ArgumentParser(prog="neg")
p.add_argument("-x", type=int)
p.add_argument("nums", nargs="*", type=float)
print(p.parse_args(["-x", "-5", "-1", "-2.5", ".5"]))
p2 = argparse.ArgumentParser(prog="neg2")
p2.add_argument("-1", dest="one", action="store_true")
p2.add_argument("rest", nargs="*")
print(p2.parse_args(["-1", "a"]))

path = "_argparse_757_args.txt"
with open(path, "w") as f:
    f.write("--name\nfrom file\n-v\n")
ff = argparse.ArgumentParser(prog="ff", fromfile_prefix_chars="@")
ff.add_argument("--name")
ff.add_argument("-v", action="store_true")
ff.add_argument("extra", nargs="*")
print(ff.parse_args(["@" + path, "tail"]))
os.remove(path)

m = argparse.ArgumentParser(prog="mt", formatter_class=argparse.MetavarTypeHelpFormatter,
                            description="%(prog)s converts things", epilog="(%(prog)s)")
m.add_argument("--count", type=int, help="count of %(type)s, default %(default)s", default=3)
m.add_argument("ratio", type=float)
m.add_argument("--point", nargs=2, type=int, metavar=("X", "Y"))
m.add_argument("--maybe", nargs="?", type=str, const="c")
m.add_argument("--quiet", action="store_const", const=0, dest="level", default=1, help=argparse.SUPPRESS)
print(m.format_help(), end="")
print(m.parse_args(["2.5", "--point", "1", "2", "--maybe", "--quiet"]))

sp = argparse.ArgumentParser(prog="sp")
subs = sp.add_subparsers(metavar="<command>", help="one of these")
a = subs.add_parser("alpha", help="first")
subs.add_parser("beta")
subs.add_parser("gamma", help="third", aliases=["g", "gg"])
a.add_argument("--level", choices=["low", "high"], default="low")
print(sp.format_help(), end="")
print(sp.parse_args(["gg"]), sp.parse_args(["alpha", "--level", "high"]))

sh = argparse.ArgumentParser(prog="sh")
sh.add_argument("-f", "--foo")
sh.add_argument("-b", action="store_true")
sh.add_argument("-c", action="count", default=0)
print(sh.parse_args(["-fVAL", "-bcc"]), sh.parse_args(["--fo", "V", "-f=W"]))
sh.print_usage()

u = argparse.ArgumentParser(prog="u", usage=argparse.SUPPRESS, description="no usage line")
u.add_argument("--a")
print(u.format_help(), end="")
print(repr(u.format_usage()))
ad = argparse.ArgumentParser(prog="ad", argument_default=argparse.SUPPRESS, add_help=False)
ad.add_argument("--z", type=int)
ad.add_argument("--y", default="kept")
print(ad.parse_args([]), ad.parse_args(["--z", "3"]), ad.format_help(), end="")
