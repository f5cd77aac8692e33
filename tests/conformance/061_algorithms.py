# Small classic algorithms: gcd, binary search, bubble sort, primes, digit sums.
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def binary_search(items, target):
    lo = 0
    hi = len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        elif items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def bubble_sort(items):
    n = len(items)
    for i in range(n):
        for j in range(n - 1 - i):
            if items[j] > items[j + 1]:
                items[j], items[j + 1] = items[j + 1], items[j]
    return items


def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True


print(gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(2 ** 40, 6 ** 20))
data = [1, 3, 5, 7, 9, 11]
print(binary_search(data, 7), binary_search(data, 1), binary_search(data, 4))
print(bubble_sort([5, -1, 3, 3, 0, 2.5]))
primes = []
for n in range(50):
    if is_prime(n):
        primes.append(n)
print(primes)
total = 0
for c in str(2 ** 50):
    total += int(c)
print(total)
