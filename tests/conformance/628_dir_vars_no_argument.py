# dir() and vars() without an argument: the caller's namespace (a function's locals, a class
# body's, the module's globals), dir()'s sorted.
x = 1
def f(p, q=2):
    a = 3
    print(dir(), sorted(vars()))
    def g():
        return a
    print(dir())
f(0)
class K:
    y = 1
    print(dir()[-1], "y" in vars())
print([n for n in dir() if not n.startswith("__")], "x" in vars(), vars()["x"])
for bad in (lambda: dir(1, 2), lambda: vars(1, 2)):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
