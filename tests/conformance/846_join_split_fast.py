# str.join of lists and tuples and str.split by a string, in loops (specialized call
# sites): short results (built inline, up to 24 bytes) and long ones, non-ASCII text,
# empty and one-item sequences, wrong item types, str subclasses on either side, list and
# tuple subclasses, and sites that see other receivers and arguments after warming up.
class S(str):
    pass


class J(str):
    def join(self, items):
        return "J(" + str.join(self, items) + ")"

    def split(self, sep=None, maxsplit=-1):
        return ["split", sep]


class L(list):
    pass


def joins(sep, seqs):
    out = []
    for s in seqs:
        try:
            r = sep.join(s)
            out.append((r, len(r), type(r).__name__))
        except TypeError as e:
            out.append(("TypeError", str(e)))
    return out


lists = [
    [],
    ["a"],
    ["ab", "cd", "ef"],
    ("GET,/a,200", "POST,/b,201", "PUT,/c,204"),
    ["x" * 10, "y" * 10],
    ["x" * 11, "y" * 12],
    ["x" * 12, "y" * 12],
    ["é", "ß", "€"],
    ["日本", "語"],
    L(["sub", "class"]),
    ["a", 1],
    ("a", None, "c"),
    [S("s1"), "s2"],
    iter(["it", "er"]),
    (c for c in "gen"),
    "abc",
]
for sep in [";", "", ", ", "→", "-" * 30, S("+"), J("|")]:
    for r in joins(sep, lists):
        print(repr(sep), r)
for i in range(40):
    s = ["w%d" % k for k in range(i % 7)]
    t = ",".join(s)
    u = "::".join(tuple(s))
    print(i, t, u, len(t) + len(u))

line = "123 10.1.2.3 GET /api/items/42 200 512 33"
for sep in [" ", "/", ".", "  ", "é", "x", " 2", line, line + "!"]:
    for i in range(3):
        print(repr(sep), line.split(sep))
for s in ["", " ", "a", "a b", " a ", "a  b", "héllo wörld", "€x€y€", "ab" * 40 + " cd" * 20]:
    for sep in [" ", "€", "ab"]:
        print(repr(s)[:40], repr(sep), s.split(sep)[:6], len(s.split(sep)))
for target in ["a,b", S("c,d"), J("e,f")]:
    for i in range(3):
        print(type(target).__name__, target.split(","))
for sep in ["", 5, None, S(",")]:
    try:
        print(repr(sep), "a,b c".split(sep))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
