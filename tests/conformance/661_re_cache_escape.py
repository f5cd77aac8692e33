# re.escape, purge, the pattern cache, Pattern equality and hashing, many patterns.
import re

print(re.escape("a.b*c+d?(e)[f]{g}|h^i$j\\k"), re.escape("tab\tnew\nline"), re.escape("é ß 1_2"))
print(re.escape("#&~-"), re.escape(""), re.match(re.escape("1+1=2?"), "1+1=2?"))
p1 = re.compile(r"\d+")
p2 = re.compile(r"\d+")
print(p1 is p2, p1 == p2, hash(p1) == hash(p2), p1 == re.compile(r"\d+", re.I), p1 != re.compile("x"))
re.purge()
p3 = re.compile(r"\d+")
print(p3 == p1, p3.pattern, {p1: "x"}[p3])
# Many distinct patterns go through the cache (it drops its oldest entries).
total = 0
for i in range(700):
    if re.fullmatch("n" + str(i) + "x*", "n" + str(i) + "xx"):
        total += i
print(total)
# The same pattern in a loop is compiled once.
words = "alpha beta gamma delta epsilon zeta eta theta".split()
print([w for w in words if re.search(r"^[a-e]\w*a$", w)])
print(re.compile(r"(?P<y>\d{4})-(?P<m>\d\d)").groupindex, re.compile("(a)(b)").groupindex)
print(re.compile("(a)(?:b)(?P<c>c)").groups, re.compile("").groups)
import copy
print(copy.copy(p1) is p1, copy.deepcopy(p1) is p1, re.Pattern, re.Match)
print(type(p1).__name__, type(p1.match("1")).__name__, isinstance(p1, re.Pattern))
