# obj[key] with a class's __getitem__ in Python: specialized sites run it in a frame
# (BINARY_SUBSCR_GETITEM) from the plain, the local and the local-local subscript forms;
# raising, generator, wrong-arity and recursive __getitem__, one that replaces itself
# while it runs (the site's second run then finishes through the generic op), dict
# subclasses calling super().__getitem__, and the old sequence protocol.
class C:
    def __init__(self):
        self.data = {}
    def __getitem__(self, k):
        if k == "boom":
            raise KeyError(k)
        if k == "mutate":
            C.__getitem__ = lambda self, k: "replaced"
            return "mutated"
        return k * 2

def f():
    c = C()
    out = []
    for i in range(5):
        out.append(c[i])
    k = 3
    out.append(c[k])
    out.append(c[k + 1])
    try:
        c["boom"]
    except KeyError as e:
        out.append(("caught", e.args))
    out.append(c["mutate"])
    out.append(c[1])
    return out
print(f())
class G:
    def __getitem__(self, i):
        yield i
        yield i + 1
def g():
    x = G()
    return [list(x[i]) for i in range(3)]
print(g())
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i
def h():
    s = Seq()
    return list(s), [s[i] for i in range(3)], 2 in s
print(h())
class D(dict):
    def __getitem__(self, k):
        return super().__getitem__(k) + 1
def d():
    x = D(a=1)
    k = "a"
    return [x[k] for _ in range(3)], x["a"]
print(d())
class Bad:
    def __getitem__(self):
        return 1
def bad():
    b = Bad()
    for i in range(3):
        try:
            b[i]
        except TypeError as e:
            print("TypeError", e)
bad()
def deep(n):
    class R:
        def __getitem__(self, i):
            return self[i - 1] if i else 0
    r = R()
    try:
        return r[n]
    except RecursionError:
        return "recursion"
print(deep(50), deep(100000))
