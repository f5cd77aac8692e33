# str.split / rsplit with a one-byte separator on strings around the length where the
# scan changes method (64 bytes), separators at the ends and doubled, maxsplit from
# both sides, keyword arguments, and non-ASCII text around ASCII separators.

for n in (0, 1, 2, 31, 32, 63, 64, 65, 66, 100):
    s = ",".join(str(i % 10) * (i % 3) for i in range(n))[:n]
    for text in (s, "," + s, s + ",", ",," + s + ",,"):
        a = text.split(",")
        b = text.rsplit(",")
        assert a == b, (text, a, b)
        print(n, len(text), len(a), a[:3], a[-3:])
        for m in (0, 1, 2, 5):
            print(" ", m, text.split(",", m)[-1][:12], text.rsplit(",", m)[0][:12],
                  len(text.split(",", maxsplit=m)), len(text.rsplit(sep=",", maxsplit=m)))

word = "żółw"
for k in (3, 10, 20):
    t = ";".join([word] * k)
    print(k, len(t.encode()), t.split(";")[:2], len(t.split(";")), t.rsplit(";", 1)[-1])

print("a b  c".split(" "), "a b  c".split(sep=" ", maxsplit=1), "abc".split("b", -1))
print(b"1,2,,3".split(b","), b"1,2,,3".rsplit(b",", 1), bytearray(b"x-y").split(b"-"))
for bad in [lambda: "a".split(""), lambda: "a".split(sep=",", bogus=1), lambda: "a".split(",", sep=",")]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
