# Strings built a character at a time with +=, across the 24-byte inline capacity and
# beyond, with a non-ASCII character appended last, a copy that is appended to while
# the original is kept, and keys built that way used in a dict.
def build(src, n):
    out = ""
    lens = []
    i = 0
    for c in src:
        if i == n:
            break
        out += c
        lens.append(len(out))
        i += 1
    return out, lens


def tail(s, k):
    out = ""
    for i in range(len(s) - k, len(s)):
        out += s[i]
    return out


for n in [1, 22, 23, 24, 25, 26, 47, 48, 49, 100]:
    s, l = build("abcdefghijklmnopqrstuvwxyz0123456789" * 3, n)
    t, m = build("xy" * 60, n)
    t += "é"
    t += "z"
    u = t + ""
    u += "q"
    print(n, s, len(s), l[-1], tail(t, 4), len(t), m[-1], len(u), tail(u, 3), t == "xy" * (n // 2) + "x" * (n % 2) + "éz")
d = {}
k = ""
for c in "key":
    k += c
    d[k] = len(k)
print(d, d.get("key"), "ke" in d)
