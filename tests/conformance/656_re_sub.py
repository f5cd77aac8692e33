# re.sub and subn: templates, callables, count, empty matches.
import re

print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@home you@work"))
print(re.sub(r"(?P<user>\w+)@(?P<host>\w+)", r"\g<host>/\g<user>/\g<0>", "me@home"))
print(re.sub(r"(\d)", r"\g<1>0", "a1b2"), re.sub(r"(\d)", r"[\1]", "a1b2"))
print(re.sub("a", r"\n\t|\\|\-", "bab"))
print(repr(re.sub("a", "\\n", "a")), repr(re.sub("a", r"\0", "a")), repr(re.sub("a", r"\101", "a")))
print(re.sub(r"(a)|b", r"[\1]", "ab"))
print(re.sub("x*", "-", "abxd"), re.sub("", "-", "abc"), re.sub("b*", "X", "abbc"))
print(re.sub("a", "b", "aaaa", 2), re.sub("a", "b", "aaaa", count=3), re.sub("a", "b", "aaaa", -1))
print(re.subn("a", "b", "banana"), re.subn("z", "b", "banana"), re.subn("a", "", "aaa", 2))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples, 10 pears"))
print(re.sub(r"(?i)hello", lambda m: m.group().swapcase(), "Hello HELLO hello"))
calls = []
def repl(m):
    calls.append(m.span())
    return "<" + m.group() + ">"
print(re.sub("o", repl, "foo boo", count=3), calls)
print(re.compile(r"\s+").sub(" ", "a   b \t\n c"))
print(re.sub("é", "e", "café crème"), re.sub(r"(\w)(\w*)", r"\2\1ay", "pig latin"))
p = re.compile(r"(?P<a>x)(?P<b>y)?")
print(p.sub(r"[\g<a>|\g<b>|\2]", "xy x"))
m = p.search("xy")
print(m.expand(r"\g<b>\g<a>"), m.expand("plain"))
for bad in [r"\g<3>", r"\g<x", r"\g<>", r"\g", r"\q", r"\3", "\\", r"\g<1a>"]:
    try:
        re.sub("(a)(b)", bad, "ab")
    except re.error as e:
        print("error:", e, "|", e.msg, e.pos)
try:
    re.sub("(a)", r"\g<name>", "a")
except IndexError as e:
    print("IndexError:", e)
print(re.sub("a", lambda m: "", "banana"), re.sub("(b)", r"\1\1", "abc"))
# A replacement function's result is joined as it is: no str is CPython's TypeError.
for r in [lambda m: 5, lambda m: b"x"]:
    for text in ["a", "xa"]:
        try:
            re.sub("a", r, text)
        except TypeError as e:
            print("TypeError:", e)
print(repr(re.sub("a", lambda m: None, "bab")), re.sub("", lambda m: "-", "ab"))
print(re.subn("b", lambda m: m.group().upper(), "abcb"))
