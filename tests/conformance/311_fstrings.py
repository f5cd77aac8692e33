# f-strings: expressions, conversions, format specs (widths, alignment, precision,
# signs, thousands separators, bases), nested fields and literal braces.

name = "Ada"
n = 42
pi = 3.14159265
print(f"hello {name}, n={n}")
print(f"{n:5d}|{n:<5d}|{n:^5d}|{n:>05d}")
print(f"{pi:.2f} {pi:8.3f} {pi:e} {-pi:+.1f}")
print(f"{1234567:,} {255:x} {255:#x} {5:b} {8:o}")
print(f"{name!r} {name!s} {[1, 'a']!r}")
print(f"{{literal}} {n * 2} {name.lower()}")
width = 8
print(f"[{name:>{width}}] [{name:*^{width}}]")
print(f"{'nested ' + name}")
print(f"{n % 7 == 0}")


def row(label, value):
    return f"{label:<10}{value:>8.2f}"


for label, value in [("alpha", 1.5), ("beta", 22.25), ("gamma", 333.125)]:
    print(row(label, value))
print(f"{3 / 4:.0%} {0.1234:.1%}")
