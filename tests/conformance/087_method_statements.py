# Method calls as statements on a local with one constant or local argument
# (`flags.append(True)`): lists, and sets and dicts through the generic member (a
# result dropped), a list appended to itself, and the statements the fused form leaves
# to the ordinary call (an argument with effects, two arguments, a global receiver).
def build(n):
    flags = []
    seen = set()
    table = {}
    for i in range(n):
        flags.append(i % 3 == 0)
        seen.add(i % 4)
        seen.discard(3)
        table.setdefault(i % 2, i)
    flags.append(None)
    return flags, sorted(seen), table


print(build(7))


def grow(items, x):
    for k in range(25):
        items.append(x)
    return len(items)


print(grow([], 1), grow([0], "s"))


def self_append():
    loop = [1]
    loop.append(loop)
    return len(loop), loop[1] is loop


print(self_append())


def add_all(target, x):
    for k in range(30):
        target.add(x)
    return target


print(add_all(set(), 2), add_all({5}, 5))


def unfused(values):
    out = []
    for v in values:
        out.append(len(out) * v)
        out.insert(0, v)
    return out


print(unfused(range(5)))
words = []
for w in ["a", "b"]:
    words.append(w)
words.reverse()
words.append("c")
print(words)
