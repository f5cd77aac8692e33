# ascii() and CPython's message for keywords given to a builtin or module function that
# takes none.
import math, time
for f in [len, abs, chr, ord, hash, id, iter, next, callable, hex, repr, divmod, isinstance, getattr, any, all, bin, oct, ascii, math.sqrt, math.floor, time.sleep]:
    try:
        f(q=1)
    except TypeError as e:
        print(f.__name__, '|', e)
print(ascii("héllo €😀"), ascii([1, "ü"]), ascii(b"\xff"), ascii("plain"))
