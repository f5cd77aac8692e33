# Instances of a str subclass where str methods and builtins want a str argument: CPython
# reads their text (the subclass's own methods play no part), and a few results keep the
# argument object itself (partition's separator).


class Name(str):
    def upper(self):
        return "overridden"


class Tag(str):
    pass


class Lookup:
    def __getitem__(self, key):
        return key * 2


class Defaulting(dict):
    def __missing__(self, key):
        return "<" + key + ">"


class Plain:
    pass


def attempt(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r), type(r).__name__)


b = Tag("b")
obj = Plain()
cases = [
    ("replace", lambda: "abcb".replace(b, Tag("X"))),
    ("replace count", lambda: "abcb".replace(b, Name("Y"), 1)),
    ("split", lambda: "a,b,,c".split(Tag(","))),
    ("rsplit", lambda: "a b c".rsplit(Tag(" "), 1)),
    ("split kw", lambda: "aXbXc".split(sep=Tag("X"))),
    ("join sep", lambda: Tag("-").join(["x", "y"])),
    ("join items", lambda: ",".join([Tag("p"), Name("q")])),
    ("join str", lambda: " ".join(Tag("abc"))),
    ("startswith", lambda: "abc".startswith(Tag("a"))),
    ("endswith tuple", lambda: "abc".endswith((Tag("x"), Name("bc")))),
    ("startswith range", lambda: "abc".startswith(Tag("b"), 1, 3)),
    ("startswith int", lambda: "abc".startswith(1)),
    ("startswith tuple int", lambda: "abc".startswith((Tag("z"), 2))),
    ("find", lambda: "abcb".find(b)),
    ("rfind", lambda: "abcb".rfind(b)),
    ("index", lambda: "abcb".index(b, 2)),
    ("rindex", lambda: "abcb".rindex(b)),
    ("count", lambda: "abcb".count(b)),
    ("index missing", lambda: "abc".index(Tag("z"))),
    ("find str start", lambda: "abc".find("b", "1")),
    ("find big start", lambda: "abc".find("b", 10 ** 30)),
    ("find big negative start", lambda: "abc".find("b", -10 ** 30)),
    ("count big end", lambda: "abcb".count("b", 0, 10 ** 40)),
    ("strip", lambda: "xaxbx".strip(Tag("x"))),
    ("lstrip", lambda: "xaxbx".lstrip(Tag("x"))),
    ("rstrip", lambda: "xaxbx".rstrip(Tag("x"))),
    ("partition", lambda: "a-b".partition(Tag("-"))),
    ("partition keeps sep", lambda: type("a-b".partition(Tag("-"))[1]).__name__),
    ("rpartition", lambda: "a-b-c".rpartition(Tag("-"))),
    ("center", lambda: "x".center(5, Tag("*"))),
    ("ljust", lambda: "x".ljust(3, Tag("-"))),
    ("rjust", lambda: "x".rjust(3, Tag("-"))),
    ("removeprefix", lambda: "abc".removeprefix(Tag("a"))),
    ("removesuffix", lambda: "abc".removesuffix(Tag("c"))),
    ("removeprefix int", lambda: "abc".removeprefix(1)),
    ("maketrans", lambda: str.maketrans(Tag("ab"), Tag("xy"))),
    ("translate", lambda: "abc".translate({ord("a"): Tag("zz"), ord("b"): None})),
    ("in", lambda: b in "abc"),
    ("concat", lambda: "abc" + b),
    ("concat left", lambda: b + "x"),
    ("repeat", lambda: Tag("ab") * 2),
    ("ord", lambda: ord(Tag("z"))),
    ("ord long", lambda: ord(Tag("zz"))),
    ("int", lambda: int(Tag("12"))),
    ("int base", lambda: int(Tag("ff"), 16)),
    ("int base kw", lambda: int(Tag("z"), base=36)),
    ("float", lambda: float(Tag("1.5"))),
    ("format spec", lambda: format(3, Tag("03d"))),
    ("format method", lambda: "{:>4}|{}".format(b, Name("n"))),
    ("percent", lambda: "%s|%r" % (b, b)),
    ("percent mapping key", lambda: "%(k)s" % {Tag("k"): 1}),
    ("percent mapping missing", lambda: "%(k)s" % {"j": 1}),
    ("percent user mapping", lambda: "%(ab)s" % Lookup()),
    ("percent dict __missing__", lambda: "%(q)s and %(r)s" % Defaulting(r=5)),
    ("encode", lambda: "é".encode(Tag("utf-8"))),
    ("encode errors", lambda: "é".encode("ascii", Tag("replace"))),
    ("bytes", lambda: bytes(Tag("ab"), Tag("ascii"))),
    ("decode", lambda: b"ab".decode(Tag("ascii"))),
    ("setattr", lambda: setattr(obj, Tag("x"), 5)),
    ("getattr", lambda: getattr(obj, Tag("x"))),
    ("hasattr", lambda: hasattr(obj, Name("x"))),
    ("delattr", lambda: delattr(obj, Tag("x"))),
    ("hasattr after", lambda: hasattr(obj, "x")),
    ("getattr int", lambda: getattr(obj, 1)),
    ("dict key", lambda: {"b": 1}[b]),
    ("dict key stored", lambda: {b: 2}["b"]),
    ("set", lambda: b in {"b"}),
    ("sorted", lambda: sorted([Tag("b"), "a", Name("c")])),
    ("compare", lambda: (Tag("ab") < "b", "b" > Tag("ab"), Tag("b") == "b")),
    ("own method", lambda: Name("hi").upper()),
    ("str method on subclass", lambda: str.upper(Name("hi"))),
]
for label, f in cases:
    attempt(label, f)

buf = []
print("x", "y", sep=Tag(","), end=Tag("!\n"))

# The same calls from one site, warm (specialized on plain strs) and then given a subclass
# instance: the specialized forms must fall back, not reject it.
seps = [",", ",", ",", ",", ",", ",", ",", ",", ",", ",", Tag(","), ",", Tag(",")] * 3
results = []
for sep in seps:
    results.append(("a,b".split(sep), "a,b".startswith(sep), "x,".endswith(sep),
                    "a,b".find(sep), "a,b".replace(sep, "+"), sep.join("xy"),
                    "a,b".count(sep), sep in "a,b", "a,b".partition(sep)[0]))
print(len(results), all(r == results[0] for r in results), results[-1])


class Pair(tuple):
    pass


for label, f in [
    ("percent tuple subclass mapping", lambda: "%(k)s" % Pair((1,))),
    ("percent str subclass mapping", lambda: "%(k)s" % Tag("k")),
    ("startswith range None", lambda: "abc".startswith(None, 1)),
    ("join subclass items", lambda: type(Tag("-").join([Tag("a"), Name("b")])).__name__),
]:
    attempt(label, f)
