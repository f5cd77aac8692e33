# collections: deque (native), defaultdict, Counter, OrderedDict, namedtuple.
from collections import deque, defaultdict, Counter, OrderedDict, namedtuple
import collections
d = deque([1, 2, 3])
d.append(4); d.appendleft(0)
print(d, len(d), d[0], d[-1], 2 in d, list(d), d.pop(), d.popleft(), d)
d.rotate(1); print(d); d.rotate(-2); print(d)
d.extend([7, 8]); d.extendleft([9, 10]); print(d)
print(d.count(7), d.index(7), deque(maxlen=2), deque([1,2,3,4], maxlen=2), d.maxlen)
d[1] = 'x'; del d[0]; print(d, d == deque(d), bool(deque()))
d.remove('x'); d.reverse(); print(d, d.copy())
try: deque().pop()
except IndexError as e: print("IndexError", e)
try:
    for x in d: d.append(1)
except RuntimeError as e: print("RuntimeError", e)
print(type(d).__name__, isinstance(d, deque), isinstance([], deque))
dd = defaultdict(list)
for w in "the quick brown fox jumps over the lazy dog".split():
    dd[len(w)].append(w)
print(dd, dict(dd), dd[99], len(dd))
dc = defaultdict(int); 
for ch in "mississippi": dc[ch] += 1
print(sorted(dc.items()))
c = Counter("abracadabra")
print(c, c.most_common(2), c['z'], c.total(), sorted(c.elements()))
c.update("aaz"); print(c); c.subtract({"a": 10}); print(c)
print(Counter(a=3, b=1) + Counter(a=1, b=2), Counter(a=3, b=1) - Counter(a=1, b=2), Counter(a=3) | Counter(a=5, b=1), Counter(a=3, b=2) & Counter(a=1, b=5))
od = OrderedDict(); od['x'] = 1; od['y'] = 2; od['z'] = 3
od.move_to_end('x'); print(od, od.popitem(), od.popitem(last=False), od)
P = namedtuple("Point", "x y")
p = P(1, 2); q = P(x=3, y=4)
print(p, q, p.x + q.y, p[0], list(p), p == (1, 2), p._asdict(), p._replace(x=9), P._fields, len(p))
a, b = q; print(a, b, hash(p) == hash((1, 2)), P._make([5, 6]))
R = namedtuple("R", ["a", "b", "c"], defaults=[0, 1])
print(R(5), R(5, 6, 7))
try: P(1)
except TypeError as e: print("TypeError", e)
print(sorted([P(2, 1), P(1, 5), P(1, 2)]))
