# logging: stack_info, stacklevel past helpers, "{" format validation, records'
# numeric fields, a Formatter subclass, handler names, logging.exception outside a
# handler, a subclass of Logger through setLoggerClass
import io
import logging
import os

out = io.StringIO()
log = logging.getLogger("more")
log.propagate = False
h = logging.StreamHandler(out)
h.setFormatter(logging.Formatter("%(funcName)s:%(lineno)d %(message)s"))
log.addHandler(h)


def helper(msg, level):
    log.warning(msg, stacklevel=level)


def caller():
    helper("level 1", 1)
    helper("level 2", 2)
    helper("level 3", 3)
    helper("level 99", 99)


caller()


def with_stack():
    log.error("with the stack", stack_info=True)


with_stack()
for line in out.getvalue().splitlines():
    print(line.replace(os.path.abspath(__file__), "FILE").replace(__file__, "FILE"))
print("--")

for fmt in ["{0}", "{a.b} x", "{!r}", "{a:>{w}}", "{message!x}", "{message:zz}", "{a[0]}",
            "{}", "{{x}}", "{a-b}", "x}", "{a", "{levelname:<8} {message!r:>20}"]:
    try:
        logging.Formatter(fmt, style="{")
        print("ok", fmt)
    except ValueError as e:
        print("ValueError", e)
for fmt in ["%(message)s", "%(a)-5.2f", "plain", "%s", "%(name)"]:
    try:
        logging.Formatter(fmt)
        print("ok", fmt)
    except ValueError as e:
        print("ValueError", e)
print("--")

rec = logging.LogRecord("r", logging.WARNING, "/a/b/mod.py", 7, "%d%%", (50,), None, "fn")
rec.created = 1234.5678
rec.msecs = 567.0
rec.relativeCreated = 89.75
print(logging.Formatter("%(created)f %(msecs)d %(relativeCreated)d %(msecs)03d %(levelno)s").format(rec))
print(logging.Formatter("%(message)s|%(module)s|%(filename)s").format(rec))


class Upper(logging.Formatter):
    def format(self, record):
        return super().format(record).upper()


class Counting(logging.Handler):
    def __init__(self):
        super().__init__(logging.INFO)
        self.seen = []

    def emit(self, record):
        self.seen.append(self.format(record))


c = Counting()
c.setFormatter(Upper("%(levelname)s %(message)s"))
c.name = "counter"
lg = logging.getLogger("counted")
lg.addHandler(c)
lg.setLevel(logging.DEBUG)
lg.debug("below the handler's level")
lg.info("shown %s", "once")
lg.warning("and %(k)s", {"k": "mapping"})
print(c.seen, c.name, c.get_name(), c.level)
print("--")

s = io.StringIO()
logging.basicConfig(stream=s, format="%(levelname)s %(message)s")
logging.exception("nothing being handled")
print(repr(s.getvalue()))


class MyLogger(logging.Logger):
    def notice(self, msg):
        self.log(25, "NOTICE: " + msg)


logging.setLoggerClass(MyLogger)
ml = logging.getLogger("mine")
ml.setLevel(logging.INFO)
ml.notice("custom method")
print(type(ml).__name__, logging.getLoggerClass().__name__, repr(s.getvalue().splitlines()[-1]))
logging.setLoggerClass(logging.Logger)
try:
    logging.setLoggerClass(int)
except TypeError as e:
    print("TypeError", e)
