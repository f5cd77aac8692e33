# str.split / rsplit with a one-byte separator: empty pieces, separators at the ends,
# maxsplit, long and non-ASCII strings.

for s in ["12,34,456", ",a,,b,", ",", ",,", "", "abc", "a,", ",a", "x" * 70 + "," + "y" * 3]:
    print(repr(s[:20]), s.split(","), s.rsplit(","), len(s.split(",")))
    for n in [-1, 0, 1, 2, 5]:
        print(" ", n, s.split(",", n)[:4], s.rsplit(",", n)[-4:], s.split(",", maxsplit=n) == s.split(",", n))
line = "1042 10.3.2.7 GET /api/users/17 200 5120 87"
print(line.split(" "), line.rsplit(" ", 2), line.split(" ", 3))
print("a  b".split(" "), " a b ".split(" "), "a b".split(), "  a  b  ".split(None, 1))
u = "é,日本,x,,ü"
p = u.split(",")
print(p, [x.isascii() for x in p], u.rsplit(",", 1), [len(x) for x in p])
wide = ",".join(str(i) for i in range(40))
print(len(wide), wide.split(",")[-3:], wide.rsplit(",", 3)[0][-5:], len(wide.split(",")))
print("a;b;c".split(";"), "a;b;c".split(";;"), "a--b--c".split("--", 1), "a.b".split("."))
try:
    "a,b".split("")
except ValueError as e:
    print("ValueError", e)
parts = "k=v=w".split("=")
parts.append("z")
print(parts, "=".join(parts), hash(parts[0]) == hash("k"))
