# str.upper/lower/swapcase/title/capitalize on ASCII text (a fast path), on text whose
# case mappings grow or change length (ß, ligatures, ŉ), on titlecase digraphs (which are
# neither upper nor lower) and on scripts without case between words.
samples = [
    "", "abc", "ABC", "aBc1!", "hello world", "x1y 2z", "it's o'neil", "x" * 40,
    "héllo", "ßtraße", "ǅ", "ǆemal ǉudi", "ﬁne ﬂow", "ᾳ test", "ŉ", "ʰa", "ǈa",
    "a中b", "ﬀ", "ΐ", "Ⅻ ⅻ", "ǲa", "ﬆ ﬆ", "ⓐⓑ", "ა ბ",
]
for s in samples:
    print(repr(s), repr(s.upper()), repr(s.lower()), repr(s.swapcase()))
    print("  ", repr(s.title()), repr(s.capitalize()), s.isupper(), s.islower(), s.istitle())
# The results are new strings that compare and hash as built ones do.
words = {w.upper(): w for w in ["alpha", "beta", "gamma"]}
print(sorted(words), words["BETA"], "ALPHA" in words)
print("Hello".swapcase().swapcase() == "Hello", "abc".upper() == "ABC", "ABC".lower() == "abc")
