# Tuple displays of every size up to 9 (BUILD_TUPLE moves its items off the stack): the
# items keep their identity and count, and a tuple holding a container is tracked by
# the cycle collector (a cycle through it is freed: its generator is closed then).
import gc


def watch(name):
    try:
        yield 1
    finally:
        print("closed", name)


def sizes(a, b, c):
    return [(a,), (a, b), (a, b, c), (a, b, c, a), (a, b, c, a, b), (a, b, c, a, b, c),
            (a, b, c, a, b, c, a), (a, b, c, a, b, c, a, b), (a, b, c, a, b, c, a, b, c)]


for args in [(1, "s", 2.5), ("x" * 30, None, True), ([1], {"k": 2}, (3,))]:
    ts = sizes(*args)
    print([len(t) for t in ts], ts[-1], all(t[0] is args[0] for t in ts))
    print(ts[2] == args, hash(ts[2]) == hash(args) if not isinstance(args[0], list) else "-")

for n in range(3):
    g = watch(f"g{n}")
    next(g)
    holder = []
    t = (n, "label", g, holder, {"k": holder})
    holder.append(t)
    del g, t, holder
    print("collect", n)
    gc.collect()
    print("after", n)

# A tuple of only scalars and strings holding itself through a list it does not hold.
holder = []
t = ("a", 1, holder)
holder.append(t)
print(t[2][0] is t, len(holder))
del t, holder
gc.collect()

# Building in a loop: the items move, the old tuple frees its own.
acc = ()
for i in range(6):
    pair = (i, str(i), acc)
    acc = pair
depth = 0
while acc:
    depth += 1
    acc = acc[2]
print("depth", depth)


def record(ts, client, fields):
    return (ts, client, fields[0], fields[1], int(fields[2]), int(fields[3]), int(fields[4]))


recs = [record(i, f"10.0.0.{i}", ["GET", "/x", "200", str(i), "7"]) for i in range(3)]
for ts, client, method, path, status, size, latency in recs:
    print(ts, client, method, path, status, size, latency)
print(((1,) + recs[0][1:3]), (recs[1][0],) + ("tail",))
