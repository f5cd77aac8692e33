# argparse: help and usage text of several parsers (80 columns: COLUMNS is set so that
# a terminal does not change the width)
import os
os.environ["COLUMNS"] = "80"  # the help text's width, whatever the terminal
import argparse

p = argparse.ArgumentParser(
    prog="tool",
    description="A tool that does many things with files and directories, "
    "described at enough length that the description has to wrap across lines.",
    epilog="See the manual for more.",
)
p.add_argument("src", help="source file")
p.add_argument("dst", nargs="?", default="out.txt", help="destination (default: %(default)s)")
p.add_argument("-v", "--verbose", action="count", default=0, help="more output")
p.add_argument("-n", "--number", type=int, default=3, metavar="N", help="how many times to do it, %(default)s by default")
p.add_argument("--mode", choices=["fast", "slow"], help="the mode: %(choices)s")
p.add_argument("--tags", nargs="*", help="tags")
p.add_argument("--pair", nargs=2, metavar=("KEY", "VALUE"))
p.add_argument("--files", nargs="+")
p.add_argument("--a-very-long-option-name-here", dest="long", help="a long option whose help starts on the next line")
p.add_argument("--hidden", help=argparse.SUPPRESS)
p.add_argument("--version", action="version", version="%(prog)s 1.0")
print(p.format_usage(), end="")
print("----")
print(p.format_help(), end="")
print("----")

# groups, a mutually exclusive group, and a long usage that wraps
q = argparse.ArgumentParser(prog="backup-manager-with-a-long-name", add_help=False)
g = q.add_argument_group("network", "Options about the network connection.")
g.add_argument("--host", default="localhost")
g.add_argument("--port", type=int, default=8080)
m = q.add_mutually_exclusive_group()
m.add_argument("--quiet", action="store_true")
m.add_argument("--loud", action="store_true")
r = q.add_mutually_exclusive_group(required=True)
r.add_argument("--full", action="store_true")
r.add_argument("--incremental", action="store_true")
q.add_argument("--exclude", action="append", metavar="PATTERN")
q.add_argument("--compression-level", type=int, choices=range(1, 4))
q.add_argument("targets", nargs="+", metavar="TARGET")
q.add_argument("rest", nargs=argparse.REMAINDER)
print(q.format_help(), end="")
print("----")

# subcommands
s = argparse.ArgumentParser(prog="git-like")
s.add_argument("--debug", action="store_true", help="debug mode")
sub = s.add_subparsers(dest="command", title="commands", description="valid commands", help="what to do")
c = sub.add_parser("commit", help="record changes", aliases=["ci"])
c.add_argument("-m", "--message", required=True, help="the message")
c.add_argument("--amend", action="store_true")
pu = sub.add_parser("push", help="send changes")
pu.add_argument("remote", nargs="?", default="origin")
sub.add_parser("status")
print(s.format_help(), end="")
print("----")
print(c.format_help(), end="")
print("----")
print(pu.format_usage(), end="")
print("----")

# formatter classes
d = argparse.ArgumentParser(prog="d", formatter_class=argparse.ArgumentDefaultsHelpFormatter,
                            description="first line\n  second line indented")
d.add_argument("--size", type=int, default=10, help="the size")
d.add_argument("--name", default="x")
d.add_argument("--flag", action="store_true", help="a flag")
d.add_argument("items", nargs="*", default=[1, 2], help="items")
print(d.format_help(), end="")
print("----")
raw = argparse.ArgumentParser(prog="raw", formatter_class=argparse.RawDescriptionHelpFormatter,
                              description="first line\n  second line indented\n\nparagraph",
                              epilog="  keep   this\n  too")
raw.add_argument("--x", help="x   with    spaces    squeezed")
print(raw.format_help(), end="")
print("----")
rt = argparse.ArgumentParser(prog="rt", formatter_class=argparse.RawTextHelpFormatter)
rt.add_argument("--x", help="line one\n  line two")
rt.add_argument("--flag", action=argparse.BooleanOptionalAction, default=True, help="on or off")
print(rt.format_help(), end="")
print("----")

# narrow and wide terminals
os.environ["COLUMNS"] = "40"
w = argparse.ArgumentParser(prog="narrow", description="a description that wraps at forty columns")
w.add_argument("--option-one", help="the first option, with a help text that wraps")
w.add_argument("--option-two", metavar="VALUE")
w.add_argument("input")
print(w.format_help(), end="")
print("----")
os.environ["COLUMNS"] = "120"
print(w.format_help(), end="")
os.environ["COLUMNS"] = "80"
print("----")
print(repr(argparse.ArgumentParser(prog="r", description="desc")))
print(argparse.ArgumentParser(prog="p%").format_usage(), end="")
e = argparse.ArgumentParser(prog="e", usage="%(prog)s [options] file")
print(e.format_usage(), end="")
