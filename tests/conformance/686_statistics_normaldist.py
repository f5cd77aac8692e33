# statistics.NormalDist: its methods, arithmetic, and samples from a seeded generator.
from statistics import NormalDist, StatisticsError

n = NormalDist(100, 15)
print(n, repr(n), n.mean, n.median, n.mode, n.stdev, n.variance)
print(n.pdf(100), n.pdf(130), n.cdf(100), n.cdf(130), n.cdf(55.5), n.zscore(125))
for p in [1e-10, 0.001, 0.02425, 0.1, 0.25, 0.5, 0.75, 0.9, 0.975, 0.999, 1 - 1e-12]:
    print(p, n.inv_cdf(p), NormalDist().inv_cdf(p))
print(n.quantiles(), NormalDist().quantiles(10))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), n.overlap(NormalDist(110, 15)),
      n.overlap(n))
print(n + 5, n - 5, n * 2, n / 2, 3 + n, 30 - n, 2 * n, +n, -n)
print(n + NormalDist(10, 20), n - NormalDist(10, 20), n == NormalDist(100, 15), n == NormalDist(100),
      n == 5, hash(n) == hash(NormalDist(100.0, 15.0)))
d = NormalDist.from_samples([2.5, 3.25, 5.5, 11.25, 11.75])
print(d, d.mean, d.stdev)
print(NormalDist(0, 1).samples(4, seed=42))
print([round(x, 6) for x in NormalDist(10, 2).samples(3, seed="abc")])
print(NormalDist(), NormalDist(sigma=2), NormalDist(1, 0), NormalDist(3).pdf(3))
for f in [lambda: NormalDist(0, -1), lambda: NormalDist(1, 0).pdf(1), lambda: NormalDist(1, 0).cdf(1),
          lambda: NormalDist().inv_cdf(0), lambda: NormalDist().inv_cdf(1.5),
          lambda: NormalDist(1, 0).inv_cdf(0.5), lambda: NormalDist(1, 0).zscore(2),
          lambda: NormalDist(1, 0).overlap(NormalDist()), lambda: NormalDist.from_samples([1])]:
    try:
        f()
    except StatisticsError as e:
        print("StatisticsError:", e)
try:
    NormalDist().overlap(1)
except TypeError as e:
    print("TypeError:", e)
import statistics
print(statistics.LinearRegression, statistics.NormalDist, statistics.StatisticsError,
      statistics.StatisticsError.__module__, NormalDist.__module__, NormalDist.__qualname__)
print(sorted(statistics.__all__))
