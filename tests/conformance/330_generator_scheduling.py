# Several generators alive at once: stored in lists and dicts, advanced in turn by a
# round-robin scheduler (tasks finishing at different times), a merge of sorted
# generators, a zip-like interleave written by hand, and tasks that send messages to
# each other through queues.

def task(name, steps):
    for i in range(steps):
        yield "%s step %d" % (name, i)
    return name + " finished"

def round_robin(tasks):
    log = []
    queue = list(tasks)
    while queue:
        t = queue.pop(0)
        try:
            log.append(next(t))
            queue.append(t)
        except StopIteration as e:
            log.append(e.value)
    return log

for line in round_robin([task("A", 3), task("B", 1), task("C", 2)]):
    print(line)

# generators in a dict keyed by name, advanced by name
gens = {"sq": (i * i for i in range(5)), "cube": (i ** 3 for i in range(5)),
        "neg": (-i for i in range(5))}
order = ["sq", "sq", "neg", "cube", "sq", "neg", "cube"]
print([next(gens[k]) for k in order])
print({k: list(v) for k, v in gens.items()})

# merging sorted generators
def merge(sources):
    heads = []
    for s in sources:
        v = next(s, None)
        if v is not None:
            heads.append([v, s])
    while heads:
        best = 0
        for i in range(1, len(heads)):
            if heads[i][0] < heads[best][0]:
                best = i
        v, s = heads[best]
        yield v
        nxt = next(s, None)
        if nxt is None:
            heads.pop(best)
        else:
            heads[best][0] = nxt

def multiples(k, limit):
    n = k
    while n <= limit:
        yield n
        n += k

print(list(merge([multiples(3, 20), multiples(5, 20), multiples(7, 20)])))
print(list(merge([iter([]), iter([1, 4]), (x for x in [2, 3])])))

# a hand-written interleave that stops at the shortest
def interleave(iters):
    its = [iter(x) for x in iters]
    while True:
        row = []
        for it in its:
            try:
                row.append(next(it))
            except StopIteration:
                return
        yield from row

print(list(interleave(["abc", range(10), (c for c in "XYZW")])))

# cooperative tasks passing messages through shared lists
def producer(out, n):
    for i in range(n):
        out.append(i)
        yield "produced %d" % i
    out.append(None)
    yield "producer done"

def consumer(inbox, results):
    while True:
        while not inbox:
            yield "waiting"
        item = inbox.pop(0)
        if item is None:
            yield "consumer done"
            return
        results.append(item * 10)
        yield "consumed %d" % item

inbox = []
results = []
tasks = [producer(inbox, 3), consumer(inbox, results)]
log = []
while tasks:
    for t in list(tasks):
        try:
            log.append(next(t))
        except StopIteration:
            tasks.remove(t)
print(log)
print(results)

# a scheduler that uses send to wake tasks with the current tick
def sleeper(name, period):
    woke = []
    while len(woke) < 3:
        tick = yield
        if tick % period == 0:
            woke.append(tick)
    return name, woke

sleepers = [sleeper("fast", 2), sleeper("slow", 3)]
for s in sleepers:
    next(s)
done = []
tick = 0
while sleepers:
    tick += 1
    for s in list(sleepers):
        try:
            s.send(tick)
        except StopIteration as e:
            done.append(e.value)
            sleepers.remove(s)
print(done, "at tick", tick)

# a list of generators built by a comprehension, each with its own state
counters = [multiples(k, 10) for k in range(1, 4)]
print([next(c) for c in counters], [next(c) for c in counters])
print([list(c) for c in counters])

# two generators over the same list, interleaved by hand
data = [1, 2, 3, 4]
evens = (x for x in data if x % 2 == 0)
odds = (x for x in data if x % 2)
print([next(odds), next(evens), next(odds), next(evens)])
