# logging.handlers: RotatingFileHandler (sizes, backups, namer), MemoryHandler,
# BufferingHandler, QueueHandler; the tell() and seek() of text files being written,
# which RotatingFileHandler measures them with; logging.config.dictConfig
import io
import logging
import logging.handlers
import os
from logging.handlers import MemoryHandler

f = open("_tell_760.txt", "w")
print(f.tell())
f.write("hello\n")
print(f.tell(), f.seek(0, 2), f.tell(), f.seek(0, 1))
f.write("héllo\n")
print(f.tell())
f.close()
f = open("_tell_760.txt", "a")
print(f.tell())
f.write("more\n")
print(f.seek(0, 2), f.tell())
f.close()
f = open("_tell_760.txt", "w")
f.write("abcdef")
print(f.seek(2), f.tell())
f.write("XY")
f.close()
with open("_tell_760.txt") as f:
    print(repr(f.read()))
os.remove("_tell_760.txt")

print(logging.handlers.__name__, MemoryHandler is logging.handlers.MemoryHandler)

base = "_handlers_760.log"
log = logging.getLogger("rot")
log.propagate = False
log.setLevel(logging.DEBUG)
rh = logging.handlers.RotatingFileHandler(base, maxBytes=40, backupCount=2)
rh.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
log.addHandler(rh)
for i in range(9):
    log.info("message number %d", i)
rh.close()
log.removeHandler(rh)
for name in [base, base + ".1", base + ".2", base + ".3"]:
    if os.path.exists(name):
        with open(name) as f:
            print(name, repr(f.read()))
        os.remove(name)
    else:
        print(name, "absent")

rh2 = logging.handlers.RotatingFileHandler(base, maxBytes=30, backupCount=1)
rh2.namer = lambda name: name.replace(".log.", "-") + ".old"
log.addHandler(rh2)
for i in range(4):
    log.warning("x" * 12 + str(i))
rh2.close()
log.removeHandler(rh2)
for name in [base, "_handlers_760-1.old"]:
    with open(name) as f:
        print(name, repr(f.read()))
    os.remove(name)
print("--")

target_out = io.StringIO()
target = logging.StreamHandler(target_out)
target.setFormatter(logging.Formatter("T %(levelname)s %(message)s"))
mh = MemoryHandler(3, flushLevel=logging.ERROR, target=target)
ml = logging.getLogger("mem")
ml.propagate = False
ml.setLevel(logging.DEBUG)
ml.addHandler(mh)
ml.debug("one")
ml.info("two")
print(len(mh.buffer), repr(target_out.getvalue()))
ml.info("three: the buffer is full")
print(len(mh.buffer), repr(target_out.getvalue()))
ml.info("four")
ml.error("five: an error flushes")
print(len(mh.buffer), target_out.getvalue().splitlines()[-2:])
ml.info("six, flushed at close")
mh.close()
print(target_out.getvalue().splitlines()[-1], mh.target)
nt = MemoryHandler(1)
nt.handle(logging.makeLogRecord({"msg": "kept"}))
print(len(nt.buffer))
bh = logging.handlers.BufferingHandler(2)
bh.handle(logging.makeLogRecord({"msg": "a"}))
print(len(bh.buffer))
bh.handle(logging.makeLogRecord({"msg": "b"}))
print(len(bh.buffer))
print("--")


class ListQueue:
    def __init__(self):
        self.items = []

    def put_nowait(self, item):
        self.items.append(item)


q = ListQueue()
qh = logging.handlers.QueueHandler(q)
ql = logging.getLogger("queued")
ql.propagate = False
ql.addHandler(qh)
ql.warning("queued %s %d", "with", 2)
try:
    1 / 0
except ZeroDivisionError:
    ql.exception("failed")
for r in q.items:
    print(r.name, r.levelname, repr(r.msg.splitlines()[0]), r.args, r.exc_info, r.exc_text, r.getMessage().splitlines()[0])

# logging.config.dictConfig
import logging.config
import sys

cfg_out = io.StringIO()
errs = io.StringIO()


class Prefix(logging.Filter):
    def __init__(self, prefix):
        super().__init__()
        self.prefix = prefix

    def filter(self, record):
        record.msg = self.prefix + str(record.msg)
        return True


class Shout(logging.Formatter):
    def format(self, record):
        return super().format(record).upper()


config = {
    "version": 1,
    "objects": {"streams": [cfg_out]},
    "formatters": {
        "brief": {"format": "%(levelname)s %(name)s: %(message)s"},
        "braces": {"format": "{levelname}|{message}", "style": "{"},
        "loud": {"()": Shout, "format": "%(message)s"},
    },
    "filters": {
        "only_app": {"name": "app"},
        "prefixed": {"()": Prefix, "prefix": "> "},
    },
    "handlers": {
        "main": {"class": "logging.StreamHandler", "formatter": "brief",
                 "stream": "ext://__main__.cfg_out", "level": "DEBUG"},
        "second": {"class": "logging.StreamHandler", "formatter": "braces",
                   "stream": "cfg://objects.streams[0]", "filters": ["only_app"]},
        "buffer": {"class": "logging.handlers.MemoryHandler", "capacity": 10,
                   "target": "zloud", "flushLevel": 40},
        "zloud": {"class": "logging.StreamHandler", "formatter": "loud",
                  "stream": "ext://__main__.cfg_out", "filters": ["prefixed"]},
    },
    "loggers": {
        "app": {"level": "INFO", "handlers": ["second"], "propagate": True},
        "app.quiet": {"level": "ERROR"},
        "lib": {"handlers": ["buffer"], "propagate": False, "level": "DEBUG"},
    },
    "root": {"level": "WARNING", "handlers": ["main"]},
}
old = logging.getLogger("existing.before")
old_child = logging.getLogger("app.child")
logging.config.dictConfig(config)
print(sorted(config["handlers"]) == ["buffer", "main", "second", "zloud"], type(config["formatters"]["brief"]).__name__)
logging.getLogger("app").info("app info")
logging.getLogger("app.child").warning("child warning")
logging.getLogger("app.quiet").warning("dropped")
logging.getLogger("other").warning("other warning")
old.warning("disabled existing logger")
print(old.disabled, old_child.disabled)
lib = logging.getLogger("lib")
lib.debug("buffered 1")
lib.info("buffered 2")
print(repr(cfg_out.getvalue()))
lib.error("flush now")
print(cfg_out.getvalue().splitlines()[-3:])
print(logging.getLogger().handlers[0].name, logging.getLogger().level)

logging.config.dictConfig({"version": 1, "disable_existing_loggers": False,
                           "root": {"level": "DEBUG"},
                           "loggers": {"app": {"level": "DEBUG"}}})
print(logging.getLogger().handlers, logging.getLogger("app").handlers, logging.getLogger("other").disabled)
logging.config.dictConfig({"version": 1, "incremental": True,
                           "loggers": {"app": {"level": "CRITICAL"}}})
print(logging.getLogger("app").level)

for bad in [
    {},
    {"version": 2},
    {"version": 1, "handlers": {"h": {"class": "logging.NoSuchHandler"}}},
    {"version": 1, "handlers": {"h": {"class": "logging.StreamHandler", "formatter": "nope"}}},
    {"version": 1, "formatters": {"f": {"format": "%(message", "style": "%"}}},
    {"version": 1, "loggers": {"x": {"handlers": ["missing"]}}},
    {"version": 1, "root": {"level": "LOUD"}},
    {"version": 1, "handlers": {"h": {"class": "nosuchmodule.Handler"}}},
    {"version": 1, "handlers": {"h": {"class": "logging.StreamHandler", "bad-key": 1}}},
    {"version": 1, "incremental": True, "handlers": {"zz": {"level": "DEBUG"}}},
]:
    try:
        logging.config.dictConfig(bad)
        print("no error")
    except ValueError as e:
        print("ValueError:", e, "| cause:", type(e.__cause__).__name__, e.__cause__)
