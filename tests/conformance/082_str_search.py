# str.find / rfind / count / index / startswith / endswith: one-byte and longer needles,
# non-ASCII text, start and end arguments (negative, past the end), empty needles.
s = "héllo wörld, hello world"
for sub in ["", "l", "o", "wörld", "world", "ö", "zz", "lo w", "d"]:
    print(sub, s.find(sub), s.rfind(sub), s.count(sub), s.find(sub, 3), s.rfind(sub, 2, 12), s.count(sub, -10), s.find(sub, 30), s.count(sub, 5, 2))
print("aaaa".count("aa"), "aaaa".find("aa", 1), "aaaa".rfind("aa"), "".find(""), "".count(""), "abc".count(""))
t = "abcdefghijklmnopqrstuvwxyz"
r = []
for c in "azm!Z":
    r.append(t.find(c))
print(r, t.index("q"))
print("x".startswith("x", 0, 5), "hello".endswith("lo", 1), "hello".startswith(("a", "he")))
print("abc".find("", 3), "abc".find("", 4), "abc".count("", 3), "abc".count("", 4), "abc".rfind("", 4), "abc".startswith("", 3), "abc".startswith("", 4), "abc".endswith("", 4))
print("abc".find("c", -1), "abc".find("c", -100, 100), "abc".count("c", 2, -1), "héllo".find("l", 3), "héllo".rfind("l", 0, 3))
