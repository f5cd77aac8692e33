# Set displays: a display of constants merges a frozenset constant (CPython 3.11 order),
# `{*s}` merges the set; `x in {constants}` tests a frozenset constant.
s = set([10, 20, 5, 100, 1]); t = set(); t.update(s); print(s, t, set(s), {*s})
f = frozenset([10, 20, 5, 100, 1]); print(f, set(f))
u = set(); u |= s; print(u)
print({10, 20, 5, 100, 1}, {7, 15, 23, 31}, {1, 2}, {"a", "b", "c"} == {"c", "b", "a"}, {-5, -13, -21, 3})
x = 3
print({10, 20, x, 100, 1})
print(frozenset({10, 20, 5, 100, 1}))
def member(x):
    return x in {1, 2, 3}, x not in {"a", "b"}, x in {(1, 2), None}
print([member(v) for v in [1, 4, "a", (1, 2), None, 2.0, True]])
for v in {30, 10, 20, 5}:
    print(v, end=" ")
print()
print({1, True, 1.0}, {-1, -2, 3.5, 8}, {(1, 2), (1, 2), 9}, {(3, 4), 17, 33, 1, 49})
try:
    print(1 in {1, 2, []})
except TypeError as e:
    print("TypeError:", e)
print(set([7, 15, 23, 31]), frozenset([7, 15, 23, 31]), set((7, 15, 23, 31)))
x=7
print({x, 15, 23, 31})
s=set()
for v in (7,15,23,31): s.add(v)
print(s, {-1,-2,3.5,"x"} == {-1,-2,3.5,"x"}, set([-1, -2]), set([-2,-1]), hash(-1), hash(-2))
