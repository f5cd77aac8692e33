# expect: 6: TypeError: unhashable type: 'list'
def collect(items):
    seen = set()
    for x in items:
        seen.add(len(x))
        seen.add(x * 1)
    return seen


print(len(collect(["ab", "c", "de", "f"] * 20)))
print(collect([[1], [2]]))
