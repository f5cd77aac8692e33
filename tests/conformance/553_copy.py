import copy
a = [1, [2, 3], {'k': [4]}]
b = copy.copy(a); c = copy.deepcopy(a)
print(b, c, b[1] is a[1], c[1] is a[1], c[2]['k'] is a[2]['k'])
l = [1]; l.append(l)
m = copy.deepcopy(l); print(m[1] is m, m is not l)
class P:
    def __init__(self, x, y): self.x = x; self.y = y
    def __repr__(self): return f"P({self.x!r}, {self.y!r})"
p = P([1], {'a': 2}); q = copy.copy(p); r = copy.deepcopy(p)
print(q, r, q.x is p.x, r.x is p.x)
class S:
    __slots__ = ('a', 'b')
    def __init__(self): self.a = [1]; self.b = 2
s = copy.deepcopy(S()); print(s.a, s.b)
class Cu:
    def __init__(self): self.v = 1
    def __copy__(self): print("copy called"); return Cu()
    def __deepcopy__(self, memo): print("deepcopy called", type(memo).__name__); return Cu()
copy.copy(Cu()); copy.deepcopy([Cu()])
t = (1, [2]); print(copy.deepcopy(t), copy.deepcopy(t) is t)
print(copy.copy({1, 2}), copy.deepcopy(frozenset([1])), copy.deepcopy({'a': (1, [2])}))
shared = [0]; pair = [shared, shared]; dp = copy.deepcopy(pair); print(dp[0] is dp[1])
from collections import namedtuple, OrderedDict, defaultdict
N = namedtuple('N', 'a b'); print(copy.deepcopy(N(1, [2])), copy.copy(N(1, 2)))
class L(list): pass
ll = L([1, [2]]); ll.tag = 'x'; cl = copy.deepcopy(ll); print(type(cl).__name__, cl, cl.tag, cl[1] is ll[1])
dd = defaultdict(list); dd['a'].append(1); print(copy.deepcopy(dd))
print(copy.Error.__mro__[1], copy.error is copy.Error)
class E(Exception): pass
e = copy.copy(E('m', 1)); print(type(e).__name__, e.args)
def f(): pass
print(copy.deepcopy(f) is f, copy.copy(int) is int)
