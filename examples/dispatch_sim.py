N = 6000  # size; tests/python.rs lowers it to 300
# A delivery dispatcher across two files (dispatch/model.py holds the city): seeded
# random orders, couriers as a heap of free times, a deque of waiting orders, batching
# of nearby orders, and a report built with collections and itertools.
import heapq
from collections import deque, Counter
from itertools import accumulate, combinations, groupby, islice

from dispatch.model import City, Ledger, distance, travel_minutes, zone_of, ZONES

COURIERS = 12
SPEED = 3.0
BATCH_RADIUS = 6.0


def batch(queue, limit):
    """Takes the first waiting order and up to `limit - 1` others near it."""
    first = queue.popleft()
    group = [first]
    keep = deque()
    while queue and len(group) < limit:
        o = queue.popleft()
        if distance(first.x, first.y, o.x, o.y) <= BATCH_RADIUS:
            group.append(o)
        else:
            keep.append(o)
    keep.extend(queue)
    queue.clear()
    queue.extend(keep)
    return group


def route_length(depot, group):
    """Depot, the orders nearest-first, back to the depot."""
    x, y = depot
    left = list(group)
    total = 0.0
    while left:
        nxt = min(left, key=lambda o: distance(x, y, o.x, o.y))
        total += distance(x, y, nxt.x, nxt.y)
        x, y = nxt.x, nxt.y
        left.remove(nxt)
    return total + distance(x, y, depot[0], depot[1])


def simulate(n, seed):
    city = City(60, seed)
    orders = city.orders(n)
    free = [(0.0, c) for c in range(COURIERS)]
    heapq.heapify(free)
    waiting = deque()
    ledger = Ledger()
    trips = []
    i = 0
    while i < len(orders) or waiting:
        at, courier = heapq.heappop(free)
        while i < len(orders) and orders[i].time <= at:
            waiting.append(orders[i])
            i += 1
        if not waiting:
            waiting.append(orders[i])
            at = orders[i].time
            i += 1
        group = batch(waiting, 3 if len(waiting) > 8 else 1)
        minutes = travel_minutes(route_length(city.depot, group), SPEED)
        done = at + minutes
        for o in group:
            ledger.record(courier, o, done, city.size)
        trips.append((courier, len(group), minutes))
        heapq.heappush(free, (done, courier))
    return city, orders, ledger, trips


def closest_pairs(orders, k):
    """The `k` closest pairs among the first 60 orders."""
    pairs = combinations(islice(orders, 60), 2)
    scored = ((round(distance(a.x, a.y, b.x, b.y), 3), a.ident, b.ident) for a, b in pairs)
    return heapq.nsmallest(k, scored)


def main():
    city, orders, ledger, trips = simulate(N, 2024)
    print("orders", len(orders), "trips", len(trips), "late", ledger.late)
    print("mean wait", round(ledger.total_wait / len(orders), 3))
    sizes = Counter(size for _, size, _ in trips)
    print("batch sizes", sorted(sizes.items()))
    per_courier = sorted(len(v) for v in ledger.by_courier.values())
    print("per courier", per_courier[0], per_courier[-1], sum(per_courier))
    print("zones", [ledger.by_zone[z] for z in range(ZONES)])
    minutes = [m for _, _, m in trips]
    running = list(accumulate(minutes))
    print("busy minutes", running[-1], "max trip", max(minutes))
    by_length = sorted(minutes)
    groups = [(m, len(list(g))) for m, g in groupby(by_length)]
    print("trip lengths", groups[:5], "...", len(groups), "distinct")
    weights = Counter(o.weight for o in orders)
    print("weights", sorted(weights.items()), weights.most_common(1))
    print("closest", closest_pairs(orders, 3))
    print("zone of depot", zone_of(city.depot[0], city.depot[1], city.size))


main()
