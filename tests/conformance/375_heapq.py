# heapq: the heap's list after each operation as CPython's, user __lt__, errors.
import heapq, bisect
from heapq import heappush, heappop
h = []
for x in [5, 3, 8, 1, 9, 2, 7, 3, 3, 0, 11, -4]:
    heappush(h, x)
    print(h)
out = []
while h:
    out.append(heappop(h)); print(h)
print(out)
data = [9, 4, 7, 1, 8, 2, 2, 6, 5, 3, 0]
heapq.heapify(data); print(data)
print(heapq.heapreplace(data, 10), data)
print(heapq.heappushpop(data, -1), data)
print(heapq.heappushpop(data, 4), data)
print(heapq.nlargest(3, [5, 1, 8, 3, 8, 2]), heapq.nsmallest(4, [5, 1, 8, 3, 8, 2]))
print(heapq.nlargest(2, ["aa", "b", "cccc", "dd"], key=len), heapq.nsmallest(2, ["aa", "b", "cccc", "dd"], len))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 3, 9])))
print(list(heapq.merge([7, 4, 1], [8, 5, 2], reverse=True)))
print(list(heapq.merge(["a", "bbb"], ["cc", "dddd"], key=len)))
h = [(2, "b"), (1, "a")]
heapq.heapify(h); print(h, heapq.heappop(h))
class Task:
    def __init__(self, p, n): self.p, self.n = p, n
    def __lt__(self, o): return self.p < o.p
    def __repr__(self): return f"T{self.n}"
tq = []
for i, p in enumerate([5, 1, 4, 1, 3]):
    heappush(tq, Task(p, i))
print([heappop(tq) for _ in range(5)])
for f, a in [(heappop, ([],)), (heappush, ((), 1)), (heapq.heapreplace, ([],1))]:
    try: f(*a)
    except Exception as e: print(type(e).__name__, e)
