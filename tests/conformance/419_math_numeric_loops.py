# math calls in loops and functions, the way numeric programs use them (these are the
# calls that specialize: `math.sqrt(x)` and a name imported from math).
import math
from math import sin, cos, sqrt


def newton_sqrt(a):
    x = a
    for _ in range(60):
        x = 0.5 * (x + a / x)
    return x


def simpson(f, a, b, n):
    h = (b - a) / n
    s = f(a) + f(b)
    for i in range(1, n):
        s += (4 if i % 2 else 2) * f(a + i * h)
    return s * h / 3


def norm(v):
    return math.sqrt(sum(x * x for x in v))


def rotate(points, angle):
    c, s = cos(angle), sin(angle)
    return [(x * c - y * s, x * s + y * c) for x, y in points]


total = 0.0
for i in range(1, 2000):
    total += math.sqrt(i) * math.sin(i) + math.log(i) - math.exp(-i / 100.0)
print(total)
print([newton_sqrt(a) == math.sqrt(a) for a in [2.0, 10.0, 12345.0]])
print(simpson(math.sin, 0, math.pi, 100), simpson(lambda x: math.exp(-x * x), -5, 5, 200))
print(norm([3, 4]), norm([1.5, 2.5, 3.5]), math.hypot(1.5, 2.5, 3.5))
pts = rotate([(1.0, 0.0), (0.0, 1.0), (1.0, 1.0)], math.pi / 3)
print([(round(x, 12), round(y, 12)) for x, y in pts])
acc = 0
for n in range(1, 300):
    acc += math.isqrt(n) + math.floor(sqrt(n)) - math.ceil(n / 7) + math.gcd(n, 360)
print(acc)
primes = [n for n in range(2, 200) if all(n % d for d in range(2, math.isqrt(n) + 1))]
print(len(primes), primes[-5:])
xs = [math.cos(2 * math.pi * k / 64) for k in range(64)]
print(math.fsum(xs), sum(xs), max(xs), min(xs))
energy = 0.0
bodies = [(0.0, 0.0, 10.0), (1.0, 0.5, 1.0), (-2.0, 1.5, 0.5), (3.0, -1.0, 2.0)]
for i in range(len(bodies)):
    for j in range(i + 1, len(bodies)):
        xi, yi, mi = bodies[i]
        xj, yj, mj = bodies[j]
        energy -= mi * mj / math.sqrt((xi - xj) ** 2 + (yi - yj) ** 2)
print(energy)
