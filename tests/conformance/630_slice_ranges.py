# Slices of lists, tuples and strings (ASCII and not) over every kind of bound: missing,
# negative, past either end, huge; steps of 1 (a contiguous copy), larger, negative and
# huge. Also str.split/rsplit with and without a limit, and f-strings of ints.
vals = [None, -9, -3, -1, 0, 2, 9, 10**20, -10**20]
steps = [None, 1, 2, -1, -3, 10**20, -10**20]
for seq in ([1, 2, 3, 4, 5, 6, 7], (1, 2, 3, 4, 5), "abcdefg", "héllo wörld", [], "", ()):
    out = []
    for a in vals:
        for b in vals:
            for c in steps:
                out.append(seq[a:b:c])
    print(type(seq).__name__, len(out), out)
    try:
        seq[::0]
    except ValueError as e:
        print("ValueError:", e)

s = "a,b,,c,"
print(s.split(","), s.split(",", 2), s.rsplit(",", 2), "".split(","), s.split(",", 0))
print("x".split(","), ",".split(","), s.rsplit(",", 0), s.split(",", -1))
print("k=v;k2=v2".split(";")[1].split("="), "a b  c".split(" "))
print(f"{12}{-5}{0}|{10**30}|{True}|{1.5}|{-9223372036854775808}", f"{'x'}{3}{'y'}")
print(f"{2**63 - 1}{None}{[1, 2]}", f"{7:>4}{-7:<4}|")
