# __index__: instances of a class that defines it index lists, tuples, strs, bytes, ranges
# (get, set, del, in fused local forms too); int subclasses count as their int; a non-int
# result is CPython's TypeError. (range(obj) with __index__ is not supported yet.)
class Idx:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        return self.n
k = Idx(2)
lst = [10, 20, 30, 40]
print(lst[k], (1, 2, 3)[k], "abcd"[k], b"xyz"[k], range(10)[k], lst[Idx(-1)])
lst[k] = 99
del lst[Idx(0)]
print(lst)
ba = bytearray(b"abc"); ba[Idx(1)] = 65; print(ba)
class I(int):
    def __index__(self):
        return 0
print(list(range(I(3))), [5, 6, 7, 8][I(3)])
class Bad:
    def __index__(self):
        return "x"
for f in (lambda: lst[Bad()], lambda: lst[object()], lambda: [1][Idx(5)]):
    try:
        print(f())
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)
def f(seq, key, text):
    a = seq[key]
    seq[key] = a + 1
    b = text[key]
    del seq[key]
    for i in range(2):
        a += seq[Idx(i)]
    return a, b, seq
print(f([1, 2, 3, 4], Idx(1), "hey"), f([5, 6, 7], Idx(-1), "ab"))
