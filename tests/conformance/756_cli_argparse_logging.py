# A command-line program as they are written: argparse for the options, logging set up
# from them (verbosity to level), a helper that logs with stacklevel, an error path
import os
os.environ["COLUMNS"] = "80"  # the help text's width, whatever the terminal
import argparse
import io
import logging

log = logging.getLogger("tool")


def warn_caller(msg):
    # stacklevel=2: the record names the function that called this helper
    log.warning(msg, stacklevel=2)


def process(items, limit):
    done = []
    for item in items:
        if len(done) >= limit:
            warn_caller("limit %d reached" % limit)
            break
        log.debug("processing %r", item)
        done.append(item.upper())
    log.info("processed %d of %d", len(done), len(items))
    return done


def build_parser():
    p = argparse.ArgumentParser(prog="tool", description="Process items.")
    p.add_argument("items", nargs="+", help="the items")
    p.add_argument("-v", "--verbose", action="count", default=0, help="-v for info, -vv for debug")
    p.add_argument("-l", "--limit", type=int, default=10, help="at most this many (default: %(default)s)")
    p.add_argument("--log-format", default="%(levelname)s:%(name)s:%(funcName)s:%(lineno)d: %(message)s")
    return p


def main(argv, stream):
    args = build_parser().parse_args(argv)
    level = [logging.WARNING, logging.INFO, logging.DEBUG][min(args.verbose, 2)]
    logging.basicConfig(stream=stream, level=level, format=args.log_format, force=True)
    result = process(args.items, args.limit)
    print(result)
    try:
        int(args.items[0])
    except ValueError:
        log.exception("first item is not a number")
    return 0


for argv in (["a", "b", "c"], ["-v", "a", "b", "-l", "1"], ["-vv", "x", "y"],
             ["--log-format", "{levelname} {message}", "q"]):
    out = io.StringIO()
    try:
        main(argv, out)
    except ValueError as e:
        print("ValueError:", e)
    for line in out.getvalue().splitlines():
        if not line.startswith(" ") and not line.startswith("Traceback"):
            print("  log:", line)
print(build_parser().format_help(), end="")
