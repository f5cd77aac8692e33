# str.split and str.rsplit on a one-character separator: empty pieces, limits, non-ASCII
# text around the separator.
for s in ["a,b,,c", ",", "", "abc", ",a,", "é,ü,,x", "a,b,c,d"]:
    for m in [-1, 0, 1, 2, 5]:
        print(repr(s), m, s.split(",", m), s.rsplit(",", m))
print("x y".split(" "), "a\tb".split("\t"))
