# String concatenation at every length around the inline size (24 bytes) and the
# copy widths (1, 2, 4, 8, 16, 32 bytes): `+`, `+=` in place, f-strings of many parts,
# with ASCII and non-ASCII text (the result's length, indexing, isascii and hashing
# must follow its text).
pieces = ["", "a", "é", "ab", "xyz", "日本", "abcd", "abcdefg", "abcdefgh", "€uro",
          "0123456789abcdef", "0123456789abcdefg", "ñ" * 9, "x" * 23, "y" * 24, "z" * 25,
          "w" * 31, "v" * 32, "u" * 33, "🙂" * 5, "q" * 100]
seen = {}
count = 0
for a in pieces:
    for b in pieces:
        s = a + b
        t = a
        t += b
        u = f"{a}{b}"
        v = f"{a}-{b}={len(a)}"
        assert s == t == u, (a, b)
        assert len(s) == len(a) + len(b)
        if s:
            assert s[0] == (a or b)[0] and s[-1] == (b or a)[-1]
        assert s.isascii() == (a.isascii() and b.isascii())
        assert v == a + "-" + b + "=" + str(len(a))
        seen[s] = seen.get(s, 0) + 1
        count += 1
print(count, len(seen), sum(seen.values()))
print(sorted(k for k, n in seen.items() if n > 1 and len(k) < 6))

# A chain where the left side is a fresh string each time (appended in place).
for a in pieces[:12]:
    r = a + "/" + a + "/" + str(len(a)) + "é" + a
    print(repr(r), len(r), r.isascii(), r.find("/"), r.rfind("é"))

# Growing one string past the inline size, a piece at a time.
acc = ""
for i in range(40):
    acc += pieces[i % len(pieces)][:3]
    if i % 7 == 0:
        print(len(acc), repr(acc[-6:]), acc.isascii(), hash(acc) == hash(str(acc)))
print(acc == "".join(pieces[i % len(pieces)][:3] for i in range(40)))

# f-strings mixing ints, strs and formats.
for n in [0, 7, -12, 12345, 10**20]:
    for w in ["", "x", "ключ", "a" * 30]:
        line = f"{n} {w} {n}{w}{n:>6}|{w!r}"
        print(line, len(line), line.isascii())

# Keys built by concatenation find the same dict entries as literals.
d = {"GET /api": 1, "POST /cart": 2, "é/ü": 3}
for m, p in [("GET", "/api"), ("POST", "/cart"), ("é", "ü")]:
    print(d.get(m + " " + p), d.get(m + "/" + p), d.get(f"{m} {p}"))
