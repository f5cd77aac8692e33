# re.error: CPython's messages and positions for bad patterns; TypeErrors.
import re

bad = [
    "(", ")", "a)", "(?:", "a**", "a*+*", "*a", "a|*", "+", "?", "{1}", "[a", "[", "[^", "[z-a]",
    r"\q", r"\1", r"(a)\2", r"(a\1)", "(?P<1a>x)", "(?P<a>x)(?P<a>y)", "(?P=b)", "(?P<a",
    "(?<=a+)b", "(?<!a|bc)d", "a{3,2}", r"\x1", r"\u12", "(?z)", "a(?i)b", "(?i", "(?#abc",
    "(?(1)a|b|c)", r"(a)(?(2)x)", "(?<x>a)", "(?-i)a", "(?i-i:a)", "(?a-a:x)", "^*", r"\b+",
    "x\n(", "ab\ncd)", "(?P", "(?", r"\8", "a{99999999999}", "(?Px)", "(?P=)", "[\\",
]
for p in bad:
    try:
        re.compile(p)
        print(repr(p), "compiled")
    except re.error as e:
        print(repr(p), "->", e, "|", repr(e.msg), e.pos, e.lineno, e.colno, e.pattern == p)
    except OverflowError as e:
        print(repr(p), "-> OverflowError", e)
print(issubclass(re.error, Exception), re.error.__name__, re.error.__module__)
e = re.error("custom", "a\nbc", 3)
print(e, e.msg, e.pos, e.lineno, e.colno, e.args)
print(re.error("plain").args, re.error("plain").pos)
for args in [(5, "x"), ("a", 5), ("a", b"a"), (None, "x")]:
    try:
        re.search(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    re.compile(re.compile("a"), re.I)
except ValueError as e:
    print("ValueError:", e)
print(re.compile(re.compile("a")).pattern, re.search(re.compile("b"), "abc").span())
try:
    re.sub("a", 5, "a")
except TypeError as e:
    print("TypeError:", type(e).__name__)
for p in [r"(?<=(?(1)a))", r"(a)(?<=\1)", r"(?<=(a)\1)", r"(?<=\1)(a)", r"(?P<n>a)(?<=(?P<m>b)(?P=m))",
          r"(a)(?<=(?(1)b|c))", r"(?\Z)", r"(?#c)(?i){0}", r"(?<=a|bc)", r"(?<=a{1,2})", r"(?<!(?:ab|cd))e"]:
    try:
        print(repr(p), re.compile(p).groups)
    except re.error as e:
        print(repr(p), "->", e)
