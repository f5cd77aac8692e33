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


def runs(s):
    # Run-length encoding with a while loop: count + char pieces, appended in place.
    out = ""
    i = 0
    while i < len(s):
        c = s[i]
        n = 1
        while i + n < len(s) and s[i + n] == c:
            n += 1
        out += str(n) + c
        i += n
    return out


print(pieces(["apple", "b", "cherry", "dé"]))
print(runs("aaabccddddeffffffg"), runs("x"), runs("ééé"), runs(""))
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
