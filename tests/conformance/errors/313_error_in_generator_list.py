# expect: 6: KeyError: 'gamma'
# An exception raised inside a generator that list() drains, through a function between:
# the traceback names the call of list, then the generator's line.
def lookups(table, keys):
    for k in keys:
        yield table[k]


def collect(table, keys):
    values = list(lookups(table, keys))
    return values


print(collect({"alpha": 1, "beta": 2}, ["alpha", "beta"]))
print(collect({"alpha": 1, "beta": 2}, ["beta", "gamma", "alpha"]))
