# startswith / endswith of one str argument (the fast path) against the general forms:
# empty affixes, affixes longer than the text, non-ASCII text cut inside a character's
# bytes, tuples, ranges, and the type errors.
texts = ["", "a", "/api/items/12", "/static/app.js", "héllo", "日本語テキスト", "abcabcabcabcabcabcabc",
         "x" * 40]
affixes = ["", "a", "/", "/api/", "/static/", "h", "hé", "é", "llo", "日", "本語", "ト", "\xa9",
           "abcabcabcabcabcabcab", "bcabcabcabcabcabcabc", "x" * 39, "x" * 41, "/api/items/12",
           "/api/items/123"]
rows = []
for t in texts:
    for p in affixes:
        a, b = t.startswith(p), t.endswith(p)
        assert a == (t[:len(p)] == p) and b == (t[len(t) - len(p):] == p if len(p) <= len(t) else False)
        assert a == t.startswith((p,)) == t.startswith(p, 0) == t.startswith(p, 0, len(t))
        assert b == t.endswith((p,)) == t.endswith(p, 0) == t.endswith(p, -len(t) - 1)
        rows.append(f"{int(a)}{int(b)}")
print("".join(rows))
print("héllo".startswith("h\xc3"), "héllo".endswith("\xa9llo"), "é".startswith("\xc3"))
print("abc".startswith("b", 1), "abc".endswith("b", 0, 2), "abc".startswith("", 5))
print("abc".startswith(("x", "ab")), "abc".endswith(("x", "y")), "abc".endswith(()))
for bad in [None, 1, b"a", ["a"], ("a", 1)]:
    for name in ["startswith", "endswith"]:
        try:
            print(getattr("abc", name)(bad))
        except TypeError as e:
            print(name, type(bad).__name__, "TypeError", e)
for t in [("a", 1), (1, "a"), ("x", None)]:
    for name in ["startswith", "endswith"]:
        try:
            print(getattr("abc", name)(t))
        except TypeError as e:
            print(name, t, "TypeError", e)
