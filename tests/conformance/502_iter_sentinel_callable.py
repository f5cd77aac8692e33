# iter(callable, sentinel): calls until the sentinel (compared with ==), then stays
# exhausted; callable() of descriptors.
import io
n = [0]
def f():
    n[0] += 1
    return n[0]
it = iter(f, 5)
print(type(it).__name__, list(it), list(it), next(it, "done"))
class Eq:
    def __eq__(self, o):
        return o == 3
n[0] = 0
print(list(iter(f, Eq())))
s = io.StringIO("a\nb\n\nc\n")
print(list(iter(s.readline, "")))
try:
    iter(5, 5)
except TypeError as e:
    print(e)
print(callable(classmethod(f)), callable(staticmethod(f)), callable(property(f)))
def g():
    raise ValueError("x")
try:
    for x in iter(g, 1):
        pass
except ValueError as e:
    print("caught", e)
