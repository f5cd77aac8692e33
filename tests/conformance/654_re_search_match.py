# re: compile, search, match, fullmatch with pos/endpos; the Match object's API.
import re

p = re.compile(r"(\d+)-(\d+)")
print(p, p.pattern, p.flags, p.groups, p.groupindex)
m = p.search("tel 555-1234 or 555-9876")
print(m)
print(m.group(), m.group(0), m.group(1), m.group(2), m.group(1, 2, 0))
print(m[0], m[1], m[2], m.groups(), m.span(), m.span(1), m.start(2), m.end(2))
print(m.string, m.re is p, m.pos, m.endpos, m.lastindex, m.lastgroup, m.regs)
print(bool(m), m.expand(r"\2/\1"), m.expand(r"<\g<1>>"))
print(p.search("tel 555-1234 or 555-9876", 5))
print(p.search("tel 555-1234 or 555-9876", 13, 22))
print(p.search("tel 555-1234", 0, 8), p.search("tel 555-1234", 100), p.search("x", 1, 0))
print(p.match("555-1234 tel"), p.match("tel 555-1234"), p.match("tel 555-1234", 4))
print(p.fullmatch("555-1234"), p.fullmatch("555-1234 "), p.fullmatch("555-1234 ", 0, 8))
print(re.fullmatch("a|ab", "ab"), re.match("a|ab", "ab"), re.fullmatch(r"\w*", ""))

# Named groups, groupdict with a default, groups that did not take part.
m = re.match(r"(?P<key>\w+)(?:=(?P<value>\w+))?(,)?", "flag;")
print(m.groupdict(), m.groupdict("-"), m.groups(), m.groups(0), m.group("key", "value"))
print(m.start("value"), m.end("value"), m.span("value"), m.span(3), m.lastindex, m.lastgroup)
m = re.match(r"(?P<key>\w+)=(?P<value>\w+)", "size=10")
print(m["key"], m["value"], m.lastindex, m.lastgroup, m.re.groupindex)
print(re.match(r"(a)(b(c))", "abc").lastindex, re.match(r"((a)b)", "ab").lastindex)
print(re.match(r"(a)()", "a").lastindex, re.match(r"(a)|(b)", "b").lastindex, re.match("a", "a").lastindex)
try:
    m.group(3)
except IndexError as e:
    print("IndexError:", e)
try:
    m.group("nope")
except IndexError as e:
    print("IndexError:", e)
print(m.group(True), m[False])

# Positions count characters, not bytes.
m = re.search(r"(é+)(ß?)", "naïve ééß!")
print(m, m.span(), m.span(1), m.span(2), m.group(1))
print(re.search("→", "a→b→c", 2), re.compile(".").search("日本語", 1, 2))
print(re.search(r"\w+", "  日本語テキスト ok"))

# repr truncates long matches and patterns.
print(re.match("x+", "x" * 80))
print(re.compile("y" * 250))
print(repr(re.search(r"'", "it's")), repr(re.search('"', 'say "hi"')))
print(re.search("a", "xyz"), re.match("", ""), re.search("$", "abc"))
