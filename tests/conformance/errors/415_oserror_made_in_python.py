# expect: 12: FileNotFoundError: [Errno 2] No such file or directory: 'cfg.ini'
# An OSError subclass made in Python with (errno, strerror, filename) prints as
# CPython's `[Errno N] text: 'file'` when uncaught.
def load(path):
    known = {"app.ini": "[app]"}
    if path in known:
        return known[path]
    raise_missing(path)


def raise_missing(path):
    raise FileNotFoundError(2, "No such file or directory", path)


print(load("app.ini"))
print(load("cfg.ini"))
