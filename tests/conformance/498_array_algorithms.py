# array.array in small numeric programs: a sieve of bytes, prefix sums, a histogram,
# a flat matrix product, an in-place insertion sort, a ring buffer of floats
from array import array


def sieve(n):
    flags = array('B', [1]) * (n + 1)
    flags[0] = 0
    flags[1] = 0
    i = 2
    while i * i <= n:
        if flags[i]:
            j = i * i
            while j <= n:
                flags[j] = 0
                j += i
        i += 1
    return [k for k in range(n + 1) if flags[k]]


def prefix(a):
    out = array(a.typecode, a)
    for i in range(1, len(out)):
        out[i] += out[i - 1]
    return out


def histogram(values, buckets):
    counts = array('L', [0] * buckets)
    for v in values:
        counts[v % buckets] += 1
    return counts


def matmul(a, b, n):
    c = array('d', [0.0] * (n * n))
    for i in range(n):
        for k in range(n):
            aik = a[i * n + k]
            for j in range(n):
                c[i * n + j] += aik * b[k * n + j]
    return c


def insertion_sort(a):
    for i in range(1, len(a)):
        x = a[i]
        j = i - 1
        while j >= 0 and a[j] > x:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = x
    return a


class Ring:
    def __init__(self, n):
        self.buf = array('d', [0.0] * n)
        self.pos = 0
        self.full = False

    def push(self, x):
        self.buf[self.pos] = x
        self.pos = (self.pos + 1) % len(self.buf)
        if self.pos == 0:
            self.full = True

    def mean(self):
        n = len(self.buf) if self.full else self.pos
        return sum(self.buf[:n]) / n if n else 0.0


print(sieve(100))
print(len(sieve(20000)), sieve(20000)[-3:])
print(prefix(array('i', range(10))), prefix(array('d', [0.5] * 5)))
try:
    prefix(array('b', [100, 100]))
except OverflowError as e:
    print('OverflowError', e)
print(histogram(array('H', [i * i for i in range(200)]), 7))
n = 4
a = array('d', [i + 1 for i in range(n * n)])
ident = array('d', [1.0 if i % (n + 1) == 0 else 0.0 for i in range(n * n)])
print(matmul(a, ident, n) == a, matmul(a, a, n))
print(insertion_sort(array('i', [5, -2, 9, 0, 3, 3, -7])), insertion_sort(array('f', [0.5, -1.25, 0.25])))
r = Ring(4)
means = []
for x in range(10):
    r.push(x * 1.5)
    means.append(r.mean())
print(means, r.buf)
