# expect: 4: TypeError: unhashable type: 'list'
def find(table, key):
    for k in range(20):
        found = table.get(key, 0)
    return found


print(find({1: 2}, 1))
print(find({1: 2}, [1]))
