# expect: 9: ValueError: not enough values to unpack (expected 3, got 2)
def pairs():
    yield 1, 2, 3
    yield 4, 5


def main():
    total = 0
    for a, b, c in pairs():
        total += a + b + c
    return total


print(main())
