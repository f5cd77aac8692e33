# statistics: means, medians, modes and quantiles, with ints, floats and Fractions; the
# result's type follows the data's.
import statistics as st
from statistics import StatisticsError
from fractions import Fraction as F

datasets = [
    [1, 2, 3, 4, 4],
    [1, 2, 3, 4],
    [2.5, 3.25, 5.75],
    [0.1, 0.2, 0.3],
    [0.1] * 10,
    [1e20, 1.0, -1e20],
    [F(1, 2), F(1, 3), F(1, 6)],
    [F(3, 7), 1, 2],
    [1, 2.5, F(1, 4)],
    [True, False, True],
    [-1.5, 3, 7, -2, 8.25, 11],
    list(range(1, 101)),
    [x / 7 for x in range(1, 30)],
    [10 ** 30, 10 ** 30 + 1, 10 ** 30 + 5],
]
for data in datasets:
    print(repr(st.mean(data)), repr(st.fmean(data)), repr(st.median(data)),
          repr(st.median_low(data)), repr(st.median_high(data)))
print(repr(st.mean(iter([1, 2, 3]))), repr(st.mean(x * 0.5 for x in range(7))), repr(st.mean((1, 2))))
print(st.fmean([1, 2, 3], weights=[0.25, 0.25, 0.5]), st.fmean(iter([3.5, 4.0, 5.25])),
      st.fmean([1, 2], [1, 3]))
for bad in [([],), ([1, 2], [1]), ([1, 2], [0, 0])]:
    try:
        st.fmean(*bad)
    except StatisticsError as e:
        print("StatisticsError:", e)
print(st.geometric_mean([54, 24, 36]), st.geometric_mean([1.5, 2.5, 8]), st.geometric_mean([F(1, 2), 8]))
for bad in [[], [1, 0], [-1, 2]]:
    try:
        st.geometric_mean(bad)
    except StatisticsError as e:
        print("StatisticsError:", e)
print(repr(st.harmonic_mean([40, 60])), repr(st.harmonic_mean([2.5, 3, 10])),
      repr(st.harmonic_mean([F(1, 2), F(1, 3)])), repr(st.harmonic_mean([5])),
      repr(st.harmonic_mean([1, 0, 3])), repr(st.harmonic_mean([40, 60], weights=[5, 30])),
      repr(st.harmonic_mean([7.5])), repr(st.harmonic_mean(iter([1, 2, 4]))))
for args in [([],), ([-1],), ([1, -2],), ([1, 2], [1]), ([1, 2], [0, 0]), ([1, 2], [-1, 3])]:
    try:
        st.harmonic_mean(*args)
    except StatisticsError as e:
        print("StatisticsError:", e)
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]),
      st.median_grouped([1, 3, 3, 5, 7], interval=1), st.median_grouped([1, 3, 3, 5, 7], interval=2),
      st.median_grouped([2.5]), st.median_grouped([F(1, 2), F(3, 2)]))
print(st.mode([1, 1, 2, 3, 3, 3, 4]), st.mode(["red", "blue", "blue", "red", "green", "red"]),
      st.mode([2.5, 1, 2.5]), st.mode("aabbbc"), st.mode([1, 2, 2, 1]))
print(st.multimode("aabbbbccddddeeffffgg"), st.multimode([]), st.multimode([3, 1, 2]),
      st.multimode([1, 1.0, True, 2]))
for f in [st.mean, st.median, st.median_low, st.median_high, st.median_grouped, st.mode,
          st.harmonic_mean]:
    try:
        f([])
    except StatisticsError as e:
        print(f.__name__, "StatisticsError:", e)
data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119,
        99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102,
        121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
print(st.quantiles(data, n=10))
print(st.quantiles(data), st.quantiles(data, n=4, method="inclusive"))
print(st.quantiles([1, 2], n=3), st.quantiles([1.5, 9.25, 3], n=5, method="inclusive"))
print(st.quantiles([F(1, 2), F(5, 3), 2], n=4), st.quantiles(range(10), n=1), st.quantiles([3, 1]))
for kwargs in [{"n": 0}, {"n": 4, "method": "other"}]:
    try:
        st.quantiles(data, **kwargs)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    st.quantiles([1], n=4)
except StatisticsError as e:
    print(e)
print(issubclass(StatisticsError, ValueError), StatisticsError.__mro__[1].__name__)
for bad in [["a", "b"], [1, "x"], [None]]:
    try:
        st.mean(bad)
    except TypeError as e:
        print("TypeError:", e)
print(st.mean([1, float("inf")]), st.mean([float("inf"), float("-inf")]), st.mean([float("nan"), 1]))
