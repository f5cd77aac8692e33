# Method calls on a local receiver (one `LOAD_METHOD_FAST`): each site sees one type, or
# several in turn (the cached lookup misses and the site goes back to the generic one),
# with results used in expressions, arguments that call functions, and chained calls.
def words_of(line):
    parts = line.split(" ")
    out = []
    for w in parts:
        out.append(w.upper() + w.lower())
    return "-".join(out)


print(words_of("the quick Brown fox"))


def lengths(things):
    total = 0
    for t in things:
        # A list, a str, a dict and a set take turns at this one site.
        total += len(t.copy()) if not isinstance(t, str) else t.count("a")
    return total


print(lengths([[1, 2], "banana", {1: 2, 3: 4}, {5}, [3], "a", {}]))


def mixed(xs):
    out = []
    for x in xs:
        # `index` and `count` of a list, a str and a tuple at the same sites.
        out.append(x.index(x[0]))
        out.append(x.count(x[-1]))
    return out


print(mixed([[3, 1, 3], "abca", (7, 7, 7), "zz", [0]]))


def chained(s):
    return s.strip().replace("a", "o").split(",")


print(chained("  banana,cabana  "), chained("a,b"))


def receiver_rebound(n):
    acc = []
    for i in range(n):
        acc.append(i)
        if i == 2:
            acc = "xyz"
            return acc.upper(), i
    return acc


print(receiver_rebound(5), receiver_rebound(2))
