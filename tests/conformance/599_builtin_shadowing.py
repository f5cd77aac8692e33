# Builtin lookups cached at a module's sites stay right while globals come and go: a
# global that shadows a builtin after the lookup was cached, its deletion, an
# `except ... as e` rebinding a name on every pass, and names bound through functions.
def sizes(items):
    return [len(x) for x in items]

out = []
for i in range(6):
    try:
        if i % 2:
            raise KeyError(i)
    except KeyError as e:
        out.append(("caught", e.args[0]))
    out.append(sizes(["ab", "c"]))
    if i == 2:
        def len(x):
            return -1
    if i == 4:
        del len
print(out)

def install():
    global abs
    abs = lambda v: "shadowed"

print([abs(-3) for _ in range(3)])
install()
print([abs(-3) for _ in range(3)])
del abs
print([abs(-3) for _ in range(3)])

for round in range(3):
    total = sum(range(4))
    if round == 1:
        sum = lambda it: "mine"
print(total)
