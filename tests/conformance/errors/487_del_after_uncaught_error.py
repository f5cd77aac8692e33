# expect: 19: ValueError: failed
# The program ends in an uncaught exception: its traceback is printed, then the
# instances the globals still hold get their __del__ (as CPython's shutdown calls them),
# and one dropped before the error got its own at once.


class Resource:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("closing", self.name)


kept = Resource("kept")
dropped = Resource("dropped")
dropped = None
print("raising")
raise ValueError("failed")
