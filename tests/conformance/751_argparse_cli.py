# argparse in a small command-line program: prog from sys.argv[0], arguments from
# sys.argv[1:], a dispatch through set_defaults(func=...)
import os
os.environ["COLUMNS"] = "80"  # the help text's width, whatever the terminal
import argparse
import sys

print(argparse.ArgumentParser().prog == os.path.basename(sys.argv[0]))


def cmd_count(args):
    words = args.text.split()
    if args.unique:
        words = sorted(set(words))
    print(len(words), "words" + (" (unique)" if args.unique else ""))


def cmd_repeat(args):
    for i in range(args.times):
        print(args.sep.join([args.word] * (i + 1)))


def main(argv):
    parser = argparse.ArgumentParser(prog="words", description="Word utilities.")
    parser.add_argument("-q", "--quiet", action="store_true", help="print less")
    sub = parser.add_subparsers(title="commands", dest="command", metavar="COMMAND")
    count = sub.add_parser("count", help="count words", description="Count the words of TEXT.")
    count.add_argument("text")
    count.add_argument("-u", "--unique", action="store_true", help="count distinct words")
    count.set_defaults(func=cmd_count)
    rep = sub.add_parser("repeat", help="repeat a word")
    rep.add_argument("word")
    rep.add_argument("-n", "--times", type=int, default=2, help="repetitions (default: %(default)s)")
    rep.add_argument("--sep", default="-")
    rep.set_defaults(func=cmd_repeat)
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 1
    if not args.quiet:
        print("running", args.command)
    args.func(args)
    return 0


sys.argv = ["words", "count", "a b a c", "-u"]
print(main(None))
print(main(["-q", "repeat", "ab", "-n", "3", "--sep=+"]))
print(main([]))
try:
    main(["repeat", "--help"])
except SystemExit as e:
    print("exit", e.code)
