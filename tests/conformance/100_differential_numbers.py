# Seeded random cases whose output tests/python.rs compares with CPython's: true division
# of big ints (the exact quotient rounded once, half to even), and the float formatting
# paths (repr and str: shortest round trip, ties to even; %-formatting and round() with a
# precision: exact decimal expansions).
seed = 20240607


def rand53():
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 18446744073709551616
    return seed >> 11


def rand_below(n):
    return rand53() % n


def rand_int(bits):
    x = 0
    while bits > 0:
        x = x * 9007199254740992 + rand53()
        bits = bits - 53
    return x


def big(max_bits):
    b = 1 + rand_below(max_bits)
    x = rand_int(b) % (2 ** b)
    if x == 0:
        x = 1
    if rand_below(2) == 1:
        x = -x
    return x


# Quotients of ints from 1 to 1100 bits (below 2**53 too), subnormal and zero results included.
for i in range(1500):
    a = big(1100)
    b = big(1200)
    if len(str(abs(a))) - len(str(abs(b))) > 300:
        a, b = b, a
    print(a / b)

# Quotients that must round a long run of bits: (2**k * m + r) / 2**j.
for i in range(500):
    m = 2 ** 52 + rand_below(2 ** 52)
    k = rand_below(60)
    r = rand_below(2 ** k + 1)
    j = rand_below(1150)
    print((m * 2 ** k + r) / 2 ** j, (m * 2 ** k + r) / 2 ** k)

# Floats with up to 53 significant bits at scales where the shortest repr often ties.
for i in range(2000):
    m = rand_int(53) % (2 ** (1 + rand_below(53)))
    e = rand_below(100) - 60
    x = m * 2.0 ** e
    if rand_below(2) == 1:
        x = -x
    print(repr(x), str(x), '%.17g' % x, '%.3e' % x, '%.5f' % x, round(x, 3), round(x))
