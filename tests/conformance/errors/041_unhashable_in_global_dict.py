# expect: 8: TypeError: unhashable type: 'list'
TABLE = {"a": 1, "b": 2}


def lookup(keys):
    found = 0
    for k in keys:
        if k in TABLE:
            found += 1
    return found


print(lookup(["a", "c"] * 20))
print(lookup([["a"]]))
