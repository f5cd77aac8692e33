# re flags: RegexFlag values, their reprs, inline and scoped flags, Pattern.flags.
import re

print(re.I, re.M, re.S, re.X, re.A, re.U, re.IGNORECASE, re.NOFLAG)
print(repr(re.I | re.M), re.I | re.S | re.X, int(re.I | re.M), re.I == 2, re.M + 0)
print(isinstance(re.I, int), type(re.I).__name__, re.RegexFlag.DOTALL.value, re.I & re.M)
print(re.compile("a").flags, re.compile("a", re.I).flags, re.compile("(?i)a").flags)
print(re.compile("a", re.A).flags, re.compile("(?x) a", re.M | re.S).flags, re.compile("a", 0).flags)
print(re.compile("a", re.I), re.compile("a", re.I | re.M), re.compile("a", re.A), re.compile("(?s)a"))
print(re.findall("abc", "ABC abc aBc", re.I), re.findall("(?i)abc", "ABC abc"))
print(re.findall("a(?i:b)c", "abc aBc abC"), re.findall("(?i)a(?-i:b)c", "abc ABC AbC"))
print(re.search("É", "café é", re.I), re.findall("[a-c]+", "ABCabc", re.I))
print(re.findall("^x", "x\nx\nx"), re.findall("^x", "x\nx\nx", re.M), re.findall("x$", "x\nx\nx", re.M))
print(re.findall("a.b", "a\nb axb"), re.findall("a.b", "a\nb axb", re.S), re.findall("(?s:a.)b", "a\nb"))
verbose = re.compile(r"""
    (?P<int> \d+ )      # the whole part
    (?: \. (?P<frac>\d+) )?   # a fraction
    \#? [ ]x            # an escaped hash, a class with a space
""", re.X)
print(verbose.match("3.14 x").groupdict(), verbose.match("42# x").group(), verbose.groups)
print(re.match("(?x) a b # comment", "ab"), re.match("a b", "a b", re.VERBOSE))
print(re.findall(r"\w+", "héllo wörld", re.A), re.findall(r"\w+", "héllo wörld"))
print(re.findall(r"\d", "1٣", re.ASCII), re.findall(r"\d", "1٣"), re.findall(r"(?a)\s", " \u3000"))
print(re.findall(r"\s", " \t\n\x0b\x0c\r\x1c\x85\xa0\u2003\u3000x"))
print(re.findall(r"(?a:\w+)", "héllo"), re.findall(r"\bé", "é xé", re.A), re.findall(r"\bé", "é xé"))
print(re.search("A", "a", flags=re.I | re.M))
