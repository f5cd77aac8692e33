N = 1000000  # size; tests/python.rs lowers it to 3000
# The sieve of Eratosthenes up to N (run over growing limits), then prime statistics and
# Goldbach partitions of the largest even numbers up to N. While loops, list subscripts and
# subscript stores dominate.


def sieve(n):
    flags = []
    for i in range(n + 1):
        flags.append(True)
    flags[0] = False
    flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            j = i * i
            while j <= n:
                flags[j] = False
                j += i
        i += 1
    return flags


def primes_of(flags):
    primes = []
    for i in range(len(flags)):
        if flags[i]:
            primes.append(i)
    return primes


def goldbach(n, primes, flags):
    # The number of ways to write the even number n as p + q with primes p <= q.
    ways = 0
    for p in primes:
        if p + p > n:
            break
        if flags[n - p]:
            ways += 1
    return ways


for limit in [N // 4, N // 2, N]:
    flags = sieve(limit)
    primes = primes_of(flags)
    total = 0
    for p in primes:
        total += p
    print("limit", limit, "primes", len(primes), "sum", total, "largest", primes[-1])

# Twin primes and the largest gap below N.
twins = 0
gap = 0
gap_at = 0
for k in range(1, len(primes)):
    d = primes[k] - primes[k - 1]
    if d == 2:
        twins += 1
    if d > gap:
        gap = d
        gap_at = primes[k - 1]
print("twin pairs", twins)
print("largest gap", gap, "after", gap_at)

# How many primes fall in each tenth of the range.
buckets = []
for b in range(10):
    buckets.append(0)
width = N // 10 + 1
for p in primes:
    buckets[p // width] += 1
print("per tenth", buckets)

# Goldbach partitions of the 200 largest even numbers up to N.
top = N - N % 2
fewest = -1
fewest_at = 0
checksum = 0
for k in range(200):
    n = top - 2 * k
    ways = goldbach(n, primes, flags)
    checksum += ways * (k + 1)
    if fewest < 0 or ways < fewest:
        fewest = ways
        fewest_at = n
print("goldbach", top, goldbach(top, primes, flags))
print("fewest", fewest, "at", fewest_at, "checksum", checksum)
