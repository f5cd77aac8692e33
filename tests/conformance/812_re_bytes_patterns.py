# re with bytes patterns: search/match/findall/finditer/split/sub/subn/expand on bytes,
# ASCII meanings of \w \s and case, flags, and the errors for mixing str and bytes.
import re
print(re.findall(rb"a+", b"caaab aa"), re.sub(b"x", b"y", b"axbx"))
p = re.compile(rb"(?P<k>\w+)=(\d+)")
print(p, p.flags, p.groups, p.groupindex)
m = p.search(b"  key=42 other=7")
print(m, m.group(), m.group("k"), m.groups(), m.span(2), m.string, m.expand(rb"\2:\g<k>"))
print(p.findall(b"a=1 b=2"), [m.group(0) for m in p.finditer(b"x=1,y=22")])
print(re.split(rb"[,;]\s*", b"a, b;c"), re.split(rb"(,)", b"a,b"))
print(re.subn(rb"(\d)", rb"<\1>", b"a1b22"), re.sub(rb"\d", lambda m: m.group() * 2, b"a1b2"))
print(re.sub(b"a", b"\\n", b"bab"))
print(re.match(rb"\w+", "é".encode("latin1") + b"x"), re.match(rb"(?i)abc", b"ABC"))
print(re.fullmatch(rb"[\x00-\xff]+", bytes(range(256))) is not None)
print(re.search(rb"\s", b"a\xa0b"), re.search(r"\s", "a\xa0b"))
print(re.compile(b"a", re.I), re.compile(b"a", re.A).flags, re.compile("a").flags)
print(re.escape(b"a.b"), re.findall(b".", bytearray(b"ab")))
for bad in [lambda: re.search(b"a", "a"), lambda: re.search("a", b"a"), lambda: re.sub(b"a", "x", b"a"),
            lambda: re.compile(b"a", re.U), lambda: re.search(b"a", 5)]:
    try: bad()
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
seq = b">one\nACGTNNacgt\n>two\nGGCC\n"
seq = re.sub(b">.*\n|\n", b"", seq)
print(seq, len(seq))
for v in (b"agggtaaa|tttaccct", b"[cgt]gggtaaa|tttaccc[acg]"):
    print(v.decode(), len(re.findall(v, b"agggtaaatttaccctcgggtaaa")))
