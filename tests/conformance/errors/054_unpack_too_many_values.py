# expect: 3: ValueError: too many values to unpack (expected 3)
def three(seq):
    a, b, c = seq
    return a + b + c

for _ in range(4):
    print(three((1, 2, 3)))
print(three((1, 2, 3, 4)))
