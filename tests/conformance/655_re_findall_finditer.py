# re.findall and finditer: groups, empty matches (the 3.7+ rules), pos/endpos.
import re

text = "cat 12, dog 7, bird 345"
print(re.findall(r"\d+", text))
print(re.findall(r"(\w+) (\d+)", text))
print(re.findall(r"(\w+) \d+", text))
print(re.findall(r"(\w+)(x)?", "ab cd"))
print(re.findall(r"(a)|(b)", "abc"))
print(re.compile(r"\d").findall("a1b2c3d4", 3, 7))
for m in re.finditer(r"(?P<word>[a-z]+)(?P<num>\d*)", "ab12 cd ef3"):
    print(m.span(), m.group("word"), repr(m.group("num")), m.lastgroup)
print([m.span() for m in re.compile("o").finditer("foo boo", 2, 6)])

# Empty matches: allowed next to a previous match, never twice at one place.
print(re.findall("", "abc"))
print(re.findall("x*", "axxbx"))
print(re.findall("|a", "a"), re.findall("a*?", "aa"), re.findall("a??", "aa"))
print(re.findall(r"\b", "ab cd"), re.findall(r"(?=\w)", "ab c"))
print([m.span() for m in re.finditer(r"a*", "baaac")])
print(re.findall("(?m)^", "a\nb\n"), re.findall("(?m)$", "a\nb\n"), re.findall("$", "a\nb\n"))
print(re.findall(r"^\w+$", "one"), re.findall(r"(?m)^\w+$", "one\ntwo\n three"))
print(re.findall(r"(?:ab)+", "ababxab"), re.findall(r"(ab)+", "ababxab"))
print(re.findall(r"\d+?", "123"), re.findall(r"\d{2,3}", "1234567"), re.findall(r"\d{,2}", "12345"))
it = re.finditer("a", "aa")
print(next(it).span(), next(it).span(), next(it, None))
