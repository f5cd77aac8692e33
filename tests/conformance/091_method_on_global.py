# Method calls on a global receiver (one `LOAD_METHOD_GLOBAL`): at module level and in
# functions, on globals that are rebound to another type between calls (the cached
# lookup misses), and on a global first bound after the function reading it was defined.
LETTERS = "abcdefghij"
log = []


def note(x):
    log.append(x)
    return LETTERS.find(x)


for c in "jade":
    note(c)
print(log, LETTERS.upper(), LETTERS.count("a"))

items = [3, 1, 2]
for round in range(3):
    # `items` is a list, then a tuple, then a str at these sites.
    print(round, items.count(items[1]), items.index(items[-1]))
    if round == 0:
        items = (1, 2, 2)
    elif round == 1:
        items = "abca"


def uses_late():
    return late.upper()


late = "bound after the function"
print(uses_late())
late = "rebound"
print(uses_late())

total = 0
for w in ["x", "y", "x"]:
    log.append(w)
    total += log.count("x")
print(total, log)
