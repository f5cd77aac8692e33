N = 32000  # size; tests/python.rs lowers it to 300
# A log-processing job written as a pipeline of generators. Four shards (web servers)
# each produce N access-log lines from their own linear congruential generator (itself a
# generator). Each shard's lines go through a parser that hands bulk lines (several
# requests batched on one line) to a sub-generator with `yield from`; the parsed shards are
# merged by timestamp (a k-way merge pulling from the shard generators with next()),
# filtered by a generator expression, enriched with the route and flags, tapped into
# per-client session trackers (coroutines driven with send(), each delegating every
# session to a sub-coroutine with `yield from` and getting its summary back as the
# sub-coroutine's return value) and cut into tumbling time windows by a generator that
# keeps running state. The report aggregates windows and sessions with sum, max, sorted,
# generator expressions and dicts. Nearly all the work is generator frames resuming each
# other, about ten per log record.

SHARDS = 4
WINDOW = 60  # seconds per window
SESSION_GAP = 120  # a client idle this long starts a new session
SLOW_MS = 400

PATHS = ["/", "/login", "/logout", "/search", "/cart", "/checkout", "/api/items",
         "/api/users", "/api/orders", "/static/app.js", "/static/site.css", "/help"]
METHODS = ["GET", "GET", "GET", "GET", "POST", "POST", "PUT", "DELETE"]
STATUSES = [200, 200, 200, 200, 200, 200, 200, 201, 204, 301, 304, 304, 400, 403, 404,
            500, 502, 503]


def lcg(seed):
    state = seed
    while True:
        state = (state * 1103515245 + 12345) % 2147483648
        yield state >> 4


def request_text(rand, sep):
    r = next(rand)
    method = METHODS[r % len(METHODS)]
    path = PATHS[(r >> 3) % len(PATHS)]
    if path.startswith("/api/"):
        path = path + "/" + str((r >> 7) % 500)
    status = STATUSES[(r >> 11) % len(STATUSES)]
    r = next(rand)
    size = 200 + r % 9000
    latency = 5 + (r >> 13) % 300
    if status >= 500:
        latency += 350
    if r % 97 == 0:
        return f"{method}{sep}{path}{sep}{status}{sep}-{sep}{latency}"  # no size: malformed
    return f"{method}{sep}{path}{sep}{status}{sep}{size}{sep}{latency}"


def shard_lines(shard, count, seed):
    rand = lcg(seed)
    ts = 0
    for i in range(count):
        r = next(rand)
        ts += r % 3
        client = f"10.{shard}.{(r >> 5) % 4}.{(r >> 9) % 16}"
        kind = (r >> 15) % 64
        if kind == 0:
            yield f"{ts} {client}"  # truncated line
        elif kind < 5:
            k = 2 + (r >> 21) % 4
            items = []
            for j in range(k):
                items.append(request_text(rand, ","))
            yield f"{ts} {client} BULK " + ";".join(items)
        else:
            yield f"{ts} {client} " + request_text(rand, " ")


def make_record(ts, client, fields, stats):
    try:
        return (ts, client, fields[0], fields[1], int(fields[2]), int(fields[3]),
                int(fields[4]))
    except ValueError:
        stats["bad"] += 1
        return None


def parse_bulk(ts, client, text, stats):
    stats["bulk"] += 1
    for item in text.split(";"):
        rec = make_record(ts, client, item.split(","), stats)
        if rec is not None:
            yield rec


def parse(lines, stats):
    for line in lines:
        stats["lines"] += 1
        fields = line.split(" ")
        if len(fields) < 4:
            stats["bad"] += 1
            continue
        ts = int(fields[0])
        if fields[2] == "BULK":
            yield from parse_bulk(ts, fields[1], fields[3], stats)
        else:
            rec = make_record(ts, fields[1], fields[2:], stats)
            if rec is not None:
                yield rec


def merge(streams):
    heads = []
    for s in streams:
        rec = next(s, None)
        if rec is not None:
            heads.append([rec, s])
    while heads:
        best = 0
        for i in range(1, len(heads)):
            if heads[i][0][0] < heads[best][0][0]:
                best = i
        head = heads[best]
        yield head[0]
        rec = next(head[1], None)
        if rec is None:
            heads.pop(best)
        else:
            head[0] = rec


def enrich(records):
    for ts, client, method, path, status, size, latency in records:
        parts = path.split("/")
        route = "/" + parts[1]
        if parts[1] == "api":
            route = route + "/" + parts[2]
        yield (ts, client, method + " " + route, status, size, latency,
               status >= 500, latency > SLOW_MS)


def one_session(first, gap):
    start = last = first[0]
    count = 1
    nbytes = first[4]
    errors = 1 if first[6] else 0
    while True:
        rec = yield
        if rec is None or rec[0] - last > gap:
            return (start, last, count, nbytes, errors), rec
        last = rec[0]
        count += 1
        nbytes += rec[4]
        if rec[6]:
            errors += 1


def sessionizer(client, gap, out):
    rec = yield
    while rec is not None:
        summary, rec = yield from one_session(rec, gap)
        out.append((client,) + summary)


def tap(records, trackers, sessions):
    for rec in records:
        tracker = trackers.get(rec[1])
        if tracker is None:
            tracker = sessionizer(rec[1], SESSION_GAP, sessions)
            next(tracker)
            trackers[rec[1]] = tracker
        tracker.send(rec)
        yield rec


def window_summary(start, count, errors, slow, nbytes, latencies, routes):
    latencies.sort()
    p90 = latencies[(len(latencies) * 9) // 10]
    top = min(routes, key=lambda r: (-routes[r], r))
    return (start, count, errors, slow, nbytes, p90, top, routes)


def windows(records, width):
    current = -1
    count = errors = slow = nbytes = 0
    latencies = []
    routes = {}
    for ts, client, route, status, size, latency, failed, late in records:
        w = ts // width
        if w != current:
            if count:
                yield window_summary(current * width, count, errors, slow, nbytes,
                                     latencies, routes)
            current = w
            count = errors = slow = nbytes = 0
            latencies = []
            routes = {}
        count += 1
        nbytes += size
        latencies.append(latency)
        routes[route] = routes.get(route, 0) + 1
        if failed:
            errors += 1
        if late:
            slow += 1
    if count:
        yield window_summary(current * width, count, errors, slow, nbytes, latencies, routes)


stats = {"lines": 0, "bad": 0, "bulk": 0}
trackers = {}
sessions = []
shards = [parse(shard_lines(i, N, 1000 + 7919 * i), stats) for i in range(SHARDS)]
visible = (r for r in merge(shards) if not r[3].startswith("/static/"))
report = list(windows(tap(enrich(visible), trackers, sessions), WINDOW))
for client in sorted(trackers):
    try:
        trackers[client].send(None)
    except StopIteration:
        pass

requests = sum(w[1] for w in report)
print("lines", stats["lines"], "bulk", stats["bulk"], "bad", stats["bad"],
      "requests", requests)
print("windows", len(report), "errors", sum(w[2] for w in report),
      "slow", sum(w[3] for w in report), "bytes", sum(w[4] for w in report))
busiest = max(report, key=lambda w: w[1])
worst = max(report, key=lambda w: (w[5], -w[0]))
print("busiest window", busiest[0], busiest[1], busiest[6],
      "worst p90", worst[0], worst[5])
totals = {}
for w in report:
    for route, n in w[7].items():
        totals[route] = totals.get(route, 0) + n
top = sorted(totals, key=lambda r: (-totals[r], r))
print("top routes", ", ".join(f"{r}={totals[r]}" for r in top[:4]))
tops = {}
for w in report:
    tops[w[6]] = tops.get(w[6], 0) + 1
leaders = sorted(tops, key=lambda r: (-tops[r], r))
print("window leaders", ", ".join(f"{r}={tops[r]}" for r in leaders[:3]),
      "of", len(leaders))
longest = max(sessions, key=lambda s: (s[2] - s[1], s[0]))
print("sessions", len(sessions), "clients", len(trackers),
      "requests", sum(s[3] for s in sessions),
      "with errors", sum(1 for s in sessions if s[5]),
      "longest", longest[0], longest[2] - longest[1])
check = 0
for w in report:
    check = (check * 31 + w[0] + w[1] * 7 + w[5] * 13 + w[2]) % 1000000007
for s in sessions:
    check = (check * 17 + s[1] + s[3]) % 1000000007
print("checksum", check)
