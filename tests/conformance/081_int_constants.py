# Int locals with int constants: the specializations that keep the constant in the
# inline cache (`x + 1`, `x - 2`, `if x < 10`) must overflow into big ints, fall back for
# constants too big for the cache, and deopt when the local stops being an int.


def step_all(values):
    out = []
    for v in values:
        x = v
        out.append(x + 1)
        out.append(x - 2)
        out.append(x + 3000000000)
        out.append(x - 9223372036854775808)
        out.append(x - -9223372036854775808)
    return out


def classify(values):
    out = []
    for v in values:
        x = v
        if x < 10:
            out.append("small")
        elif x >= 9223372036854775807:
            out.append("huge")
        elif x != 4000000000:
            out.append("other")
        else:
            out.append("four billion")
    return out


big = 9223372036854775807
ints = [0, 1, -1, 2147483647, -2147483648, big, big - 1, -big, -big - 1]
for _ in range(3):
    print(step_all(ints))
    print(classify(ints + [4000000000, 9, 10, 11, big * 2]))

# The same instructions after warming up on ints, given floats and strings.
print(step_all([0.5, 1.5, 2.0, 3]))
print(classify([9.5, 10.0, 1e30, 4000000000.0, 4000000000, True, False]))


def count_down(n):
    total = 0
    while n > 0:
        total = total + n
        n = n - 1
    return total


print(count_down(100000), count_down(big - big + 5))
x = big
for _ in range(4):
    x = x + 1
    print(x, x - 1, x < 9223372036854775810)


def const_ops(values):
    # The left operand on the stack (`(x + y) % 7`) and in a local (`x // 3`).
    out = []
    for v in values:
        x = v
        out.append(((x + 1) % 7, (x - 1) // 3, (x * 2) * 3, (x + 0) - 5, x // 3, x % -7, x * 3))
    return out


for row in const_ops(ints + [7, -7, 0.5, True]):
    print(row)


def local_pairs(values):
    # Two int locals (`a + b`, `a - b`): overflow into big ints, then floats and strings.
    out = []
    for a in values:
        for b in values:
            out.append((a + b, a - b))
    return out


print(local_pairs([0, 1, -1, big, -big - 1]))
print(local_pairs([2, 0.5]))
print(local_pairs([True, 3]))


def bump(x, times):
    # `x += 1`, `x -= 3`, `x *= 2`, `x %= 1000` in place, past the 64-bit range.
    for _ in range(times):
        x += 1
        x -= 3
        x += 3000000000
        x *= 2
        x %= 10000000000000000000
    return x


print(bump(0, 5), bump(big - 1, 3), bump(-big, 3), bump(0.5, 2))
