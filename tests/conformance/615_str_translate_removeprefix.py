# str.removeprefix/removesuffix, str.maketrans (one dict, two strs, a third str of
# deletions) and str.translate (dicts, a mapping class, None deletes, ints and strs
# replace, missing keys keep the character), with their errors.
print("unittest".removeprefix("unit"), "unittest".removeprefix("test"), "x".removeprefix(""))
print("report.txt".removesuffix(".txt"), "report.txt".removesuffix(".csv"), "".removesuffix(""))
for bad in [lambda: "a".removeprefix(1), lambda: "a".removesuffix(None)]:
    try:
        bad()
    except TypeError as e:
        print(e)

table = str.maketrans("abc", "xyz")
print(sorted(table.items()))
print("aabbcc-abc".translate(table))
print("hello world".translate(str.maketrans("lo", "01", " ")))
print("café".translate(str.maketrans({"é": "e", "c": None, 97: "A"})))
print("abc".translate({ord("a"): "AA", ord("b"): None, ord("c"): 100}))


class Shout:
    def __getitem__(self, code):
        if chr(code).isalpha():
            return chr(code).upper()
        raise LookupError(code)


print("quiet, please!".translate(Shout()))
print("unchanged".translate({}))
for bad in [
    lambda: str.maketrans("ab", "c"),
    lambda: str.maketrans({"ab": 1}),
    lambda: str.maketrans({1.5: 1}),
    lambda: str.maketrans("ab"),
    lambda: str.maketrans("a", 1),
    lambda: "a".translate({97: 1.5}),
    lambda: "a".translate({97: -1}),
]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# str.splitlines: every line boundary CPython knows, keepends by position or name.
for s in ["a\rb\r\nc\x0bd\x0ce\x1cf\x85g\u2028h\n", "x\n", "", "\n\n", "no end", "\r\n\r"]:
    print(s.splitlines(), s.splitlines(True), s.splitlines(keepends=False))
for bad in [lambda: "a".splitlines(keepends=1, x=2), lambda: "a".splitlines(1, keepends=1), lambda: "a".splitlines("x")]:
    try: bad()
    except TypeError as e: print(e)
