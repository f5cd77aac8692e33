# String building and splitting paths that have their own fast code: str + str with the
# right operand a local or a constant (appending in place when the left one is not
# shared), str(int) of every size and sign, s[k] of a local with a constant index, split
# and rsplit by one-byte and longer separators, whitespace as str.isspace defines it
# (including the ASCII separators \x1c-\x1f), and strip of the same.


def pieces(words):
    out = []
    for w in words:
        first = w[0]
        last = w[-1]
        out.append(str(len(w)) + first)
        out.append(first + last)
        out.append(w + "!")
        out.append(str(len(w)) + "=" + w)
    return out


def run_length(s):
    parts = []
    current = s[0]
    count = 1
    for i in range(1, len(s)):
        c = s[i]
        if c == current:
            count += 1
        else:
            parts.append(str(count) + current)
            current = c
            count = 1
    parts.append(str(count) + current)
    return "".join(parts)


print(pieces(["apple", "b", "cherry", "dé"]))
print(run_length("aaabccddddeffffffg"), run_length("x"), run_length("ééé"))
shared = "abc"
other = shared
joined = shared + "def"
print(shared, other, joined)
for n in [0, 7, -7, 10, -10, 123456789, -9223372036854775808, 9223372036854775807, 2 ** 64, -(2 ** 70)]:
    print(str(n), len(str(n)), str(n) + "|")
long = "x" * 30
print(long + str(12345) + "y", len(long + "z"))

text = "the quick  brown fox\tjumps\nover   the lazy dog "
print(text.split(" "))
print(text.split())
print(text.rsplit(None, 2))
print(text.split(" ", 2), text.rsplit(" ", 2))
print("a,b,,c,".split(","), "a,b,,c,".rsplit(",", 1))
print("a::b::c".split("::"), "a::b::c".rsplit("::", 1), "::".split("::"))
print("héllo wörld".split("o"), "héllo wörld".split("ö"), "naïve café".split())
print("a\x1cb\x1dc\x1ed\x1fe f".split(), "\x1c".isspace(), "\x1f \t".isspace())
print(repr("\x1c\x1d pad \x1e\x1f".strip()), repr(" \x1cx".lstrip()), repr("x\x1f ".rstrip()))
print(repr("\x85 nel \x85".strip()), "a\x85b".split())
