# Dict lookups by a string equal to a key but another object (built at run time), and
# keywords bound to parameters by name through f(*args, **kwargs): texts of every length
# around the word sizes the comparison loads (0-3, 4-7, 8-16, longer), equal and differing
# in the first, a middle or the last byte, and non-ASCII text.


def built(s):
    # A new string object of the same text (no constant shared with the keys below).
    return "".join(list(s))


texts = [
    "", "a", "ab", "abc", "abcd", "abcde", "abcdefg", "abcdefgh", "abcdefghi",
    "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnopq", "x" * 40, "é", "éa",
    "naïve", "日本語", "日本語のテキスト",
]
d = {t: i for i, t in enumerate(texts)}
for t in texts:
    k = built(t)
    print(repr(t), d[k], k in d, d.get(k + "?", "missing"))
    for pos in range(len(t)):
        # One character changed: same length, maybe the same hash bucket, never equal.
        other = t[:pos] + chr(ord(t[pos]) + 1) + t[pos + 1:]
        if other in d:
            print("clash", repr(t), pos)
        elif d.get(built(other)) is not None:
            print("found", repr(other))
print(len(d), sorted(d.values()) == list(range(len(texts))))


def target(*, a, abcd, abcdefgh, abcdefghijklmnop, abcdefghijklmnopq, **rest):
    return (a, abcd, abcdefgh, abcdefghijklmnop, abcdefghijklmnopq, sorted(rest.items()))


def wrapper(*args, **kwargs):
    return target(*args, **kwargs)


kw = {built(n): i for i, n in enumerate(
    ["abcdefghijklmnopq", "a", "abcdefgh", "abcd", "abcdefghijklmnop", "abce", "abcdefgi", "b"])}
print(wrapper(**kw))
print(target(**kw))
try:
    wrapper(a=1, abcd=2, abcdefgh=3, abcdefghijklmnop=4)
except TypeError as e:
    print("TypeError", e)
print(target(**{built("a"): 1, "abcd": 2, "abcdefgh": 3, "abcdefghijklmnop": 4,
                "abcdefghijklmnopq": 5, "a" + "": 6}))


def uni(*, naïve, 日本語, **rest):
    return naïve, 日本語, rest


def fwd(*args, **kwargs):
    return uni(*args, **kwargs)


print(fwd(**{built("naïve"): 1, built("日本語"): 2, built("日本"): 3}))
