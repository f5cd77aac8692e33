# f-strings (BUILD_STRING, FORMAT_VALUE): short and long results, ASCII and not.

a, b, m = 12, 345, "GET"
print(f"{a}.{b} {m}", f"{-a}{b}", f"{0}", f"{-9223372036854775808}", f"{10**30}")
s = f"{a}é{m}"
print(s, len(s), s[2], s[3], s.isascii(), f"{a}{m}".isascii())
print(f"", f"{''}", f"{''}{''}", f"x{''}y", len(f"{'x' * 24}"), len(f"{'x' * 25}"))
t = f"{'a' * 12}{'b' * 12}"
print(t, len(t), t == "a" * 12 + "b" * 12, hash(t) == hash("a" * 12 + "b" * 12))
u = f"{'日本語' * 3}-{a}"
print(u, len(u), u[9], u.isascii())
print(f"{1.5}|{True}|{None}|{[1, 2]}|{a!r}|{m!r}|{a:5}|{m:>6}|{b:x}")
for i in range(4):
    w = f"{i}:{'z' * (i * 9)}:{i * 1000}"
    print(w, len(w), w.isascii(), {w: i}[w])
print(f"{a}" + f"{b}", f"{a}" * 3, f"{m}{m}".lower(), f"{m}.{a}".split("."))
