# expect: 4: TypeError: unhashable type: 'list'
def put(target, item):
    for k in range(20):
        target.add(item)
    return len(target)


print(put(set(), 5))
print(put(set(), [5]))
