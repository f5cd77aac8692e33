# The city and its orders: where things are, how far apart, and how orders arrive.
import math
import random
from collections import namedtuple, defaultdict

Order = namedtuple("Order", "ident time x y weight")

ZONES = 4


def zone_of(x, y, size):
    """The quadrant a point lies in (0..3)."""
    half = size / 2
    return (1 if x >= half else 0) + (2 if y >= half else 0)


def distance(ax, ay, bx, by):
    return math.hypot(bx - ax, by - ay)


def travel_minutes(d, speed):
    """Whole minutes to cover `d` at `speed`, never less than one."""
    return max(1, math.ceil(d / speed))


class City:
    """A square city of `size` blocks with a depot in the middle."""

    def __init__(self, size, seed):
        self.size = size
        self.depot = (size / 2, size / 2)
        self.rng = random.Random(seed)

    def orders(self, count):
        """`count` orders with Poisson arrivals (exponential gaps) and clustered
        destinations: half near one of four hot spots, half anywhere."""
        rng = self.rng
        spots = [(rng.uniform(0, self.size), rng.uniform(0, self.size)) for _ in range(4)]
        t = 0.0
        out = []
        for i in range(count):
            t += rng.expovariate(1.5)
            if rng.random() < 0.5:
                sx, sy = rng.choice(spots)
                x = min(self.size, max(0.0, rng.gauss(sx, self.size / 12)))
                y = min(self.size, max(0.0, rng.gauss(sy, self.size / 12)))
            else:
                x, y = rng.uniform(0, self.size), rng.uniform(0, self.size)
            weight = rng.choices([1, 2, 5, 10], weights=[50, 30, 15, 5])[0]
            out.append(Order(i, round(t, 3), round(x, 2), round(y, 2), weight))
        return out


class Ledger:
    """What the dispatcher did: deliveries per courier and per zone, lateness."""

    def __init__(self):
        self.by_courier = defaultdict(list)
        self.by_zone = defaultdict(int)
        self.late = 0
        self.total_wait = 0.0

    def record(self, courier, order, done, size):
        self.by_courier[courier].append(order.ident)
        self.by_zone[zone_of(order.x, order.y, size)] += 1
        wait = done - order.time
        self.total_wait += wait
        if wait > 60:
            self.late += 1
