# Floor division and modulo of every sign combination, including the 64-bit extremes
# (MIN // -1 leaves the machine range) and divisors that divide exactly.
vals = [0, 1, -1, 2, -2, 3, -3, 7, -7, 13, -13, 100, -100,
        9223372036854775807, -9223372036854775808, 4611686018427387904]
for a in vals:
    row = []
    for b in vals:
        if b != 0:
            row.append(a // b)
            row.append(a % b)
            assert (a // b) * b + a % b == a
    print(a, row)
