# Keyword arguments of builtins: int(x, base=b), str.split/rsplit with sep= and
# maxsplit=, and the TypeErrors for an unknown keyword, a keyword also given by position,
# and too many arguments.
print(int("11", base=2), int("ff", 16), int("z", base=36))
print("a,b,,c".split(sep=","), "a b  c".split(maxsplit=1), "a-b-c".rsplit("-", maxsplit=1))
print("x y z".split(None, 1), "k=v=w".split(sep="=", maxsplit=1))
for name, call in [
    ("split bad kw", lambda: "a".split(bogus=1)),
    ("split twice", lambda: "a b".split(" ", sep=" ")),
    ("int base twice", lambda: int("1", 2, base=2)),
]:
    try:
        call()
    except TypeError as e:
        print(name, "->", e)
try:
    int("1", 2, base=2)
except TypeError as e:
    print(e)
try:
    int(base=2)
except TypeError as e:
    print(e)
