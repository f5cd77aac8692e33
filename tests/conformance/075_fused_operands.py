# Arithmetic whose operands are locals and constants (one instruction names both in its
# oparg fields): ints that overflow the machine range mid-loop, floats mixed with ints,
# strings, lists and tuples through the same sites, and in-place updates by constants of
# every operator. (Errors raised by these instructions are in errors/.)


def mix(a, b):
    # The same sites see ints, then floats, then big ints, then strings.
    return [a + b, a - b, a * b, a + 1, a - 2, a * 3]


def mix_div(a, b):
    out = [a / b, a / 2, a // 3, a % 5, a // -4, a % -6]
    return out


def run_mix():
    for k in range(40):
        print(mix(k, k + 1), mix_div(k, k + 1))
    for k in range(5):
        print(mix(k + 0.5, k), mix(k, 2.25), mix_div(k * 1.5, 0.75))
    big = 9223372036854775800
    for k in range(12):
        print(mix(big + k, k), mix(-big - k, big))
    print(mix(2**70, 3), mix_div(2**70, 7))
    for k in range(20):
        concat(k, k)
    print(concat("ab", "cd"), concat([1], [2]), concat((1, 2), (3,)), concat(1.5, 2))


def concat(a, b):
    return a + b


def counters():
    i = 0
    f = 0.5
    s = "x"
    lst = [0]
    big = 9223372036854775000
    for k in range(30):
        i += 7
        i -= 2
        i *= 1
        f += 1
        f *= 1.5
        f /= 2
        s += "y"
        lst += (k,)
        big += 100
        big *= 1
    print(i, f, s, len(lst), lst[-1], big)
    n = 100
    for k in range(10):
        n //= 2
        n %= 1000
        n += 1000
    print(n)
    m = 2
    for k in range(80):
        m *= 3
    print(m)
    p = 2.0
    for k in range(5):
        p **= 2
    print(p)


run_mix()
counters()
