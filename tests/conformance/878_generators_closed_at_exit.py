# At the program's end, generators still suspended inside try/finally or with are closed
# with the globals still bound, in the order CPython's shutdown meets them through the
# module's globals, in the order they were first bound.
log = []


def watched(tag):
    try:
        yield 1
    finally:
        log.append(tag)
        print("closed", tag, len(log))


class Session:
    def __init__(self, name):
        self.name = name
        self.stream = self.lines()
        next(self.stream)

    def lines(self):
        try:
            while True:
                yield self.name
        finally:
            print("session", self.name, "closed; log has", log)


s = Session("s1")


z = watched("z")
next(z)
_y = watched("_y")
next(_y)
x = watched("x")
next(x)
keep = [x]
x = watched("x2")
next(x)
done = watched("done")
next(done)
done.close()
print("end of program")
