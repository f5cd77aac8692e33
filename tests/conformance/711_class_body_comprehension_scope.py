scale = 1
limit = 5
rows = [[1, 2], [3, 4]]
class C:
    scale = 10
    limit = 0
    rows = [[9]]
    items = [scale * i for i in range(3)]
    firsts = [i for i in range(scale)]
    filt = [i for i in range(8) if i > limit]
    nested = [[x * scale for x in r] for r in rows]
    pairs = {k: scale for k in "ab"}
    st = {scale + i for i in range(2)}
    gen = list(scale * i for i in range(3))
    lam = (lambda: scale)()
    __hidden = 7
    mang = [__hidden for _ in range(1)] if False else None
print(C.items, C.firsts, C.filt, C.nested, C.pairs, C.st, C.gen, C.lam, C.mang)
def f():
    base = 100
    class D:
        got = [base + i for i in range(2)]
        scale = 3
        mix = [scale for _ in range(2)]
    return D
D = f()
print(D.got, D.mix)
class E:
    vals = [1, 2, 3]
    try:
        doubled = [v * len(vals) for v in vals]
    except NameError as e:
        print("NameError:", e)
