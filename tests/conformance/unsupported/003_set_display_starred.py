# expect: 3:13
def union_of(a, b):
    return {*a, *b}


print(sorted(union_of([1], [2])))
