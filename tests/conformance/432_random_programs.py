# Programs that lean on random: a Monte Carlo estimate, a random walk, a deck of cards,
# a weighted simulation, reservoir sampling, a random graph and a password generator.
import random
from random import randint, choice, shuffle, random as unit

random.seed(2023)
inside = 0
for _ in range(20000):
    x = unit()
    y = unit()
    if x * x + y * y <= 1.0:
        inside += 1
print("pi ~", 4 * inside / 20000)

pos = 0
path = []
for step in range(50):
    pos += choice((-1, 1))
    path.append(pos)
print("walk", path[-10:], min(path), max(path))

suits = "SHDC"
ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"]
deck = [r + s for s in suits for r in ranks]
shuffle(deck)
hands = [deck[i * 5:(i + 1) * 5] for i in range(4)]
for h in hands:
    print(" ".join(sorted(h)))

counts = {"sun": 0, "rain": 0, "snow": 0}
for w in random.choices(["sun", "rain", "snow"], [70, 25, 5], k=1000):
    counts[w] += 1
print(counts)

reservoir = []
for i, item in enumerate(range(1000, 2000)):
    if i < 5:
        reservoir.append(item)
    else:
        j = randint(0, i)
        if j < 5:
            reservoir[j] = item
print("reservoir", reservoir)

n = 12
edges = set()
while len(edges) < 20:
    a, b = random.sample(range(n), 2)
    edges.add((min(a, b), max(a, b)))
degree = [0] * n
for a, b in edges:
    degree[a] += 1
    degree[b] += 1
print("degrees", degree, sum(degree))

alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
print("password", "".join(random.choice(alphabet) for _ in range(16)))
print("dice", sorted(randint(1, 6) + randint(1, 6) for _ in range(15)))
print("normals", [round(random.gauss(100, 15), 2) for _ in range(5)])
print("bits", [random.getrandbits(16) for _ in range(5)])
totals = [0] * 6
for _ in range(6000):
    totals[randint(0, 5)] += 1
print("totals", totals, sum(totals))
print(unit())
