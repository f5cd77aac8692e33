# str.split / rsplit of log-like lines on one-byte separators (the fast scan), with
# maxsplit, empty pieces, non-ASCII text, long lines, and the empty separator's error.
lines = ["1234 10.1.2.3 GET /api/items/12 200 5312 87", "", " ", "a", "  a  b  ",
         "GET,/cart,200,-,8", ",,,", "é ü ö", "日本 語 ", "x" * 70 + " " + "y" * 70,
         " ".join(str(i) for i in range(40))]
for line in lines:
    for sep in [" ", ",", "/", "é"]:
        for n in [-1, 0, 1, 2, 5, 100]:
            a, b = line.split(sep, n), line.rsplit(sep, n)
            assert sep.join(a) == line and sep.join(b) == line
            if n == -1:
                assert a == line.split(sep) == b == line.rsplit(sep)
            print(len(a), len(b), a[:3], b[-3:])
print("a b".split(" ", maxsplit=1), "a b c".rsplit(maxsplit=1), "a  b".split(None, 1))
for bad in ["", b" "]:
    for f in ["split", "rsplit"]:
        try:
            getattr("a b", f)(bad)
        except (ValueError, TypeError) as e:
            print(f, type(e).__name__, e)
parts = "10.0.0.1".split(".")
print(parts, [p for p in parts if p == "0"], parts[0] is parts[0], int(parts[3]) + 1)
