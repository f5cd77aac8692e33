# Method calls as statements on a local with one constant or local argument
# (`flags.append(True)`): lists, sets and dicts, a method whose result is dropped, a
# list appended to itself, and sites whose local changes type later (they deopt).
def build(n):
    flags = []
    seen = set()
    table = {}
    for i in range(n):
        flags.append(i % 3 == 0)
        seen.add(i % 4)
        seen.discard(3)
        table.setdefault(i % 2, i)
        flags.pop() if False else None
    flags.append(None)
    return flags, sorted(seen), table


print(build(7))


def grow(items, x):
    for k in range(25):
        items.append(x)
    return len(items)


print(grow([], 1), grow([0], "s"))
loop = [1]
loop.append(loop)
print(len(loop), loop[1] is loop)


def add_all(target, x):
    for k in range(30):
        target.add(x)
    return target


print(add_all(set(), 2), add_all({5}, 5))


def mixed(values):
    out = []
    for v in values:
        acc = [] if v < 20 else set()
        acc.append(v) if v < 20 else acc.add(v)
        out.append(len(acc))
    return out


print(mixed(range(30)))
words = []
for w in ["a", "b"]:
    words.append(w)
words.reverse()
words.append("c")
print(words)
