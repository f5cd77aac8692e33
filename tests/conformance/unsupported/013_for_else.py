# expect: 3:5
def find(items, target):
    for x in items:
        if x == target:
            break
    else:
        return -1
    return x


print(find([1, 2], 2))
