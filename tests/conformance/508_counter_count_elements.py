# Counter counts through _count_elements: on the dict itself, through a subclass's
# __setitem__, with user keys, past the int range.
from collections import Counter
c = Counter("abracadabra")
print(c, c.most_common(2))
c.update(["a", "z"])
print(c["a"], c["z"], c["q"])
class K:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, K) and o.v == self.v
    def __hash__(self): return hash(self.v)
    def __repr__(self): return f"K({self.v})"
print(Counter([K(1), K(2), K(1)]))
class Loud(Counter):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)
l = Loud("aab")
print(l)
print(Counter(x % 3 for x in range(10)), Counter({"a": 2}), Counter(a=3, b=1))
big = Counter()
big["x"] = 2**64
big.update("x")
print(big)
