N = 200000  # size; tests/python.rs lowers it to 2000
# Dictionary- and set-heavy work on a deterministic stream of pseudo-random words: word
# counting, grouping, an inverted index, set algebra and a memo table. Output is made
# independent of string hashing (sets of strings are only measured, never printed).

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "an", "el", "or", "ub"]

seed = 12345


def next_random():
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed // 65536


def make_word():
    # One to four syllables, shorter words being more likely.
    r = next_random()
    word = SYLLABLES[r % 12]
    length = r // 12 % 8
    if length >= 2:
        word += SYLLABLES[next_random() % 12]
    if length >= 5:
        word += SYLLABLES[next_random() % 12]
    if length == 7:
        word += SYLLABLES[next_random() % 12]
    return word


words = []
for i in range(N):
    words.append(make_word())

# Word counts, in first-seen order.
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print("distinct words", len(counts))

ranked = []
for w, c in counts.items():
    ranked.append((c, w))
ranked.sort()
ranked.reverse()
print("most common", ranked[0], ranked[1], ranked[2])
print("least common", ranked[-1])

# Group words by their first syllable (setdefault) and measure the groups.
groups = {}
for w in counts:
    key = w[0] + w[1]
    groups.setdefault(key, []).append(w)
sizes = []
for key in groups:
    sizes.append(len(groups[key]))
print("groups", len(groups), "sizes", sizes)

# An inverted index: positions of each word, then how spread out the common ones are.
positions = {}
for i in range(len(words)):
    w = words[i]
    if w in positions:
        positions[w].append(i)
    else:
        positions[w] = [i]
spread = 0
for w in positions:
    p = positions[w]
    spread += p[-1] - p[0]
print("spread", spread)

# Set algebra over integers.
threes = set()
fives = set()
squares = set()
for i in range(N):
    threes.add(i * 3 % 1000003)
    fives.add(i * 5 % 1000033)
    squares.add(i * i % 65537)
both = threes.intersection(fives)
either = threes.union(fives)
only3 = threes.difference(fives)
print("sets", len(threes), len(fives), len(squares), len(both), len(either), len(only3))
total = 0
for x in both:
    total += x
print("sum of both", total)
hits = 0
for i in range(N):
    if i in squares and i not in both:
        hits += 1
print("squares not in both", hits)

# Sets of words: which words appear in both halves of the stream.
first = set()
second = set()
half = N // 2
for i in range(N):
    if i < half:
        first.add(words[i])
    else:
        second.add(words[i])
common = first.intersection(second)
print("halves", len(first), len(second), len(common), len(first.difference(second)))
for w in counts:
    if counts[w] > 10:
        common.discard(w)
print("left after discard", len(common))

# A memo table: lengths of Collatz sequences.
memo = {1: 1}


def collatz(n):
    steps = 0
    m = n
    while m not in memo:
        if m % 2 == 0:
            m = m // 2
        else:
            m = 3 * m + 1
        steps += 1
    length = steps + memo[m]
    memo[n] = length
    return length


best = 0
best_at = 0
for n in range(1, N):
    c = collatz(n)
    if c > best:
        best = c
        best_at = n
print("collatz", best_at, best, len(memo))

# Pop and update: drain the rare words into a second dict.
rare = {}
for w in list(counts.keys()):
    if counts[w] < 5:
        rare[w] = counts.pop(w)
extra = {"zz": 1, "yy": 2}
rare.update(extra)
print("rare", len(rare), "remaining", len(counts))
values_sum = 0
for v in rare.values():
    values_sum += v
print("rare total", values_sum)
