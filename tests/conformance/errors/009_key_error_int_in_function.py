# expect: 3: KeyError: 3
def lookup(table, key):
    return table[key]


def outer(table):
    print("looking up")
    return lookup(table, 3)


print(outer({1: "one", 2: "two"}))
