# expect: 3: ValueError: not enough values to unpack (expected 4, got 2)
def four(seq):
    a, b, c, d = seq
    return a + b + c + d


for _ in range(4):
    print(four([1, 2, 3, 4]))
print(four([1, 2]))
