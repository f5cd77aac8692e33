# logging: basicConfig (stream, format styles, datefmt, level, force, handlers,
# filename/filemode), module-level functions, the last-resort handler, the caller's
# line and function in records, exceptions, LoggerAdapter, extra, disable, FileHandler
import contextlib
import io
import logging
import os
import sys
import time

# no configuration: a warning goes to stderr as the bare message, info nowhere
err = io.StringIO()
with contextlib.redirect_stderr(err):
    logging.getLogger("lib").warning("last resort %s", "message")
    logging.getLogger("lib").info("not shown")
print(repr(err.getvalue()))

stream = io.StringIO()
logging.basicConfig(stream=stream, level=logging.DEBUG,
                    format="%(levelname)s|%(name)s|%(funcName)s|%(lineno)d|%(module)s|%(filename)s|%(message)s")
logging.debug("module-level debug")
logging.info("info %d", 2)


def work():
    logging.getLogger("w").warning("inside work")
    logging.log(logging.ERROR, "log at %s", "ERROR")


work()
[logging.critical("in a comprehension %d", i) for i in range(1)]


class Service:
    log = logging.getLogger("svc")

    def run(self):
        self.log.info("method call")


Service().run()
logging.basicConfig(level=logging.ERROR)  # ignored: the root has a handler
logging.info("still info")
print(stream.getvalue(), end="")
print("--")

# exceptions: exc_info text ends with the exception's line
stream2 = io.StringIO()
logging.basicConfig(stream=stream2, format="{levelname}: {message}", style="{", force=True)
try:
    {}["missing"]
except KeyError:
    logging.exception("lookup failed")
    logging.error("with exc_info", exc_info=True)
try:
    raise ValueError("bad value")
except ValueError as e:
    caught = e
logging.warning("passing the exception", exc_info=caught)
logging.error("no exception", exc_info=False)
for line in stream2.getvalue().splitlines():
    if not line.startswith(" ") and not line.startswith("Traceback"):
        print(line)
print("--")

# $ style, datefmt with a fixed time, relativeCreated/msecs kinds
stream3 = io.StringIO()
h = logging.StreamHandler(stream3)
h.setFormatter(logging.Formatter("${levelname}:${message}", style="$"))
logging.basicConfig(handlers=[h], force=True, level="WARNING")
logging.warning("dollar")
logging.info("hidden")
print(stream3.getvalue(), end="")
fmt = logging.Formatter("%(asctime)s %(message)s", datefmt="%Y/%m/%d")
rec = logging.LogRecord("t", logging.INFO, __file__, 1, "at a fixed time", None, None)
rec.created = time.mktime((2024, 3, 9, 12, 30, 15, 0, 0, -1))
rec.msecs = 123.0
print(fmt.format(rec))
print(logging.Formatter("%(asctime)s|%(message)s").format(rec))
print(type(rec.relativeCreated).__name__, type(rec.msecs).__name__, type(rec.process).__name__,
      rec.threadName, rec.processName)
print("--")

# LoggerAdapter and extra
stream4 = io.StringIO()
lg = logging.getLogger("adapted")
lg.propagate = False
ha = logging.StreamHandler(stream4)
ha.setFormatter(logging.Formatter("%(user)s %(levelname)s %(message)s %(funcName)s"))
lg.addHandler(ha)
lg.setLevel(logging.INFO)
ad = logging.LoggerAdapter(lg, {"user": "alice"})
ad.info("hello %s", "there")
ad.debug("hidden")


class Prefixed(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        kwargs["extra"] = {"user": "bob"}
        return "[%s] %s" % (self.extra["tag"], msg), kwargs


Prefixed(lg, {"tag": "T"}).warning("custom")
lg.info("direct", extra={"user": "carol"})
print(ad, ad.name, ad.isEnabledFor(logging.DEBUG), ad.getEffectiveLevel())
try:
    lg.info("clash", extra={"message": "x"})
except KeyError as e:
    print("KeyError", e)
print(stream4.getvalue(), end="")
print("--")

# disable, disabled loggers, hasHandlers
logging.disable(logging.WARNING)
logging.warning("disabled")
logging.error("error still shows")
logging.disable(logging.NOTSET)
lg.disabled = True
lg.error("logger disabled")
lg.disabled = False
print(lg.hasHandlers(), logging.getLogger("nohandlers.x").hasHandlers())
print(stream3.getvalue(), end="")
print("--")

# FileHandler via basicConfig(filename=...), then shutdown
path = "_logging_test_754.log"
logging.basicConfig(filename=path, filemode="w", format="%(name)s %(message)s", force=True)
logging.warning("to the file")
logging.getLogger("f").error("second line")
logging.shutdown()
with open(path) as f:
    print(f.read(), end="")
os.remove(path)
try:
    logging.basicConfig(stream=sys.stdout, filename="x", force=True)
except ValueError as e:
    print("ValueError:", e)
try:
    logging.basicConfig(bogus=1, force=True)
except ValueError as e:
    print("ValueError:", e)
