# logging.handlers: RotatingFileHandler (sizes, backups, namer), MemoryHandler,
# BufferingHandler, QueueHandler; the tell() and seek() of text files being written,
# which RotatingFileHandler measures them with
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
