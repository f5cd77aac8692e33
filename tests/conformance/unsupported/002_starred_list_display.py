# expect: 4:13
def merged(a, b):
    print("merging")
    return [*a, *b]


print(merged([1], [2]))
