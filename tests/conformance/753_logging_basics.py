# logging: levels and names, the logger hierarchy, propagation, handlers writing to
# StringIO streams, filters, formatters and their styles, LogRecord.getMessage
import contextlib
import io
import logging

print(logging.DEBUG, logging.INFO, logging.WARNING, logging.ERROR, logging.CRITICAL,
      logging.NOTSET, logging.WARN, logging.FATAL)
print(logging.getLevelName(10), logging.getLevelName(35), logging.getLevelName("ERROR"),
      logging.getLevelName("nope"))
logging.addLevelName(25, "NOTICE")
print(logging.getLevelName(25), logging.getLevelName("NOTICE"))

root = logging.getLogger()
print(root, root is logging.root, logging.getLogger("root") is root, root.level)
app = logging.getLogger("app")
db = logging.getLogger("app.db")
deep = logging.getLogger("app.db.pool.conn")
print(app, db, deep, logging.getLogger("app") is app)
print(db.parent is app, deep.parent is db, app.parent is root)
mid = logging.getLogger("app.db.pool")
print(deep.parent is mid, mid.parent is db, app.getChild("db") is db)
print(app.getEffectiveLevel(), app.isEnabledFor(logging.INFO), app.isEnabledFor(logging.WARNING))

out_root = io.StringIO()
out_app = io.StringIO()
h_root = logging.StreamHandler(out_root)
h_root.setFormatter(logging.Formatter("ROOT %(levelname)s %(name)s: %(message)s"))
root.addHandler(h_root)
h_app = logging.StreamHandler(out_app)
h_app.setFormatter(logging.Formatter("[%(name)s|%(levelno)d] %(message)s"))
app.addHandler(h_app)
app.setLevel(logging.DEBUG)
db.debug("debug from db %d", 1)
db.info("info %s and %r", "x", "y")
mid.warning("warn %(a)s %(b)s", {"a": 1, "b": 2})
app.error("error")
db.setLevel(logging.ERROR)
db.warning("dropped")
deep.warning("also dropped: inherits ERROR from app.db")
deep.critical("critical")
db.propagate = False
last = io.StringIO()
with contextlib.redirect_stderr(last):
    db.error("app.db stops here and has no handler: the last resort writes it")
print(repr(last.getvalue()))
db.propagate = True
h_app.setLevel(logging.ERROR)
app.warning("root only")
app.log(25, "custom level %s", "NOTICE")
print(out_root.getvalue(), end="")
print("--")
print(out_app.getvalue(), end="")
print("--")


class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.args and record.args[0] % 2 == 1


f_out = io.StringIO()
fl = logging.getLogger("filtered")
fl.propagate = False
fh = logging.StreamHandler(f_out)
fl.addHandler(fh)
fl.addFilter(OnlyOdd())
for i in range(5):
    fl.warning("n=%d", i)
fl.removeFilter(fl.filters[0])
fh.addFilter(logging.Filter("filtered.child"))
fl.warning("blocked by handler filter")
logging.getLogger("filtered.child").warning("child passes")
logging.getLogger("filtered.children").warning("children does not")
fh.filters.clear()
fh.addFilter(lambda r: r.levelno >= logging.ERROR)
fl.warning("blocked by a callable")
fl.error("error passes the callable")
print(f_out.getvalue(), end="")
print("--")

# formatter styles and fields
rec = logging.LogRecord("nm", logging.INFO, "/path/to/file.py", 42, "hello %s", ("you",), None, "func")
rec.created = 0.0
rec.msecs = 0.0
for fmt, style in [
    ("%(name)s:%(levelname)s:%(lineno)d:%(funcName)s:%(module)s:%(filename)s:%(pathname)s:%(message)s", "%"),
    ("{name} {levelname:>8} {lineno:04d} {message!r}", "{"),
    ("$name $levelname ${message}!", "$"),
    ("%(levelname)-8s|%(name)5s|%(message)s", "%"),
]:
    print(logging.Formatter(fmt, style=style).format(rec))
print(logging.Formatter().format(rec), rec.getMessage(), rec.message)
print(logging.Formatter("%(x)s %(message)s", defaults={"x": "dflt"}).format(rec))
print(repr(rec))
print(logging.makeLogRecord({"msg": "made %s", "args": (1,), "levelno": 5}).getMessage())
for bad in [("%(message", "%"), ("no fields", "{"), ("nothing", "$"), ("x", "!")]:
    try:
        logging.Formatter(bad[0], style=bad[1])
    except ValueError as e:
        print("ValueError:", e)
try:
    logging.Formatter("%(missing)s").format(rec)
except ValueError as e:
    print("ValueError:", e)
try:
    root.setLevel("LOUD")
except ValueError as e:
    print("ValueError:", e)
try:
    root.setLevel(None)
except TypeError as e:
    print("TypeError:", e)
root.setLevel("INFO")
print(root.level, root)
print(h_root, repr(logging.NullHandler()), logging.Handler())
