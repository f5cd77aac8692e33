# str.split() and rsplit() on whitespace: every ASCII whitespace byte Python splits on
# (\x1c-\x1f too), runs of it at either end, maxsplit keeping the rest (trailing
# whitespace included), and non-ASCII text (its whitespace, U+3000, included).
cases = ["", " ", "a", " a ", "a b  c  ", "\t\nx\x1cy\x1f z\x0b\x0cw\r", "  lead", "trail  ", "a\u3000b", "é  è", "x" * 30 + " " + "y" * 30]
for c in cases:
    print(repr(c), c.split(), c.split(None, 0), c.split(None, 1), c.split(None, 2), c.rsplit(None, 1))
