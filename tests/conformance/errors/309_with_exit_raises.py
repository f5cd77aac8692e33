# expect: 9: RuntimeError: cannot close
# An exception raised by __exit__ while a with body's exception is handled: both are
# printed, chained.
class Conn:
    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        raise RuntimeError("cannot close")


with Conn():
    print("using the connection")
    {}["missing"]
