# `//` and `%` by a constant power of two (a shift and a mask once specialized) must
# floor like Python for negative numbers, at the ends of the machine-int range, by 1, and
# next to divisors that are not powers of two; a site that sees a big int or a float
# afterwards must still give Python's answer.
def by_local(xs):
    out = []
    for x in xs:
        out.append((x // 2, x % 2, x // 8, x % 8, x // 1, x % 1, x % 2147483648,
                    x // 65536, x // 6, x % 6, x // -4, x % -4))
    return out


def on_stack(xs):
    out = []
    for x in xs:
        out.append(((x + 1) // 4, (x + 1) % 4, (x * 3) % 1024, (x - 1) // 1024))
    return out


def in_place(xs):
    out = []
    for x in xs:
        a = x
        a //= 16
        b = x
        b %= 16
        out.append((a, b))
    return out


values = [0, 1, 7, 8, 9, -1, -7, -8, -9, 2147483647, 2147483648, -2147483649,
          9223372036854775807, -9223372036854775807 - 1, 123456789, -123456789]
for row in by_local(values):
    print(row)
for row in on_stack(values):
    print(row)
for row in in_place(values):
    print(row)
# Past the machine range and to floats: the specialized sites fall back.
print(by_local([2 ** 70, -(2 ** 70) - 3]))
print(in_place([2 ** 64 + 5, -(2 ** 64) - 5]))
print(by_local([7.5, -7.5]))
