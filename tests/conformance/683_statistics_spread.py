# statistics: variances and standard deviations (exact, then converted or correctly
# rounded), covariance, correlation, linear regression.
import statistics as st
from statistics import StatisticsError
from fractions import Fraction as F

datasets = [
    [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5],
    [1, 2, 3, 4, 5],
    [1, 2, 3, 4],
    [0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25],
    [F(1, 6), F(1, 2), F(5, 3)],
    [F(1, 2), 3, 4],
    [0.1, 0.2, 0.3, 0.4],
    [1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3],
    [10 ** 20, 10 ** 20 + 3, 10 ** 20 + 7],
    [7, 7, 7],
    [x / 3 for x in range(40)],
    [True, False, False],
]
for data in datasets:
    print(repr(st.variance(data)), repr(st.pvariance(data)), repr(st.stdev(data)),
          repr(st.pstdev(data)))
data = [0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]
m = st.mean(data)
print(repr(st.variance(data, m)), repr(st.pvariance(data, m)), repr(st.stdev(data, m)),
      repr(st.pstdev(data, m)), repr(st.variance([1, 2, 3, 4], 2)), repr(st.pvariance([1, 2, 3], F(1, 3))))
print(repr(st.pvariance([5])), repr(st.pstdev([5.5])), repr(st.variance(iter([1, 5, 9]))),
      repr(st.stdev(x for x in [2, 4, 4, 4, 5, 5, 7, 9])), repr(st.pstdev([2, 4, 4, 4, 5, 5, 7, 9])))
for f, arg in [(st.variance, [1]), (st.stdev, [1]), (st.pvariance, []), (st.pstdev, []),
               (st.variance, [])]:
    try:
        f(arg)
    except StatisticsError as e:
        print(f.__name__, "StatisticsError:", e)
print(st.variance([1, float("inf")]), st.pvariance([float("inf"), 2.0]))
try:
    st.stdev([1, float("inf")])
except AttributeError as e:
    print("AttributeError:", e)
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
print(st.covariance(x, y), st.covariance(z, x), st.covariance(z, y), st.covariance([0.5, 1.5], [2, 4.25]))
print(st.correlation(x, x), st.correlation(x, z), st.correlation(x, y), st.correlation([1, 2.5, 4], [3, 1, 0.5]))
r = st.linear_regression([1, 2, 3, 4, 5], [3, 5, 7, 9, 11.5])
print(r, r.slope, r.intercept, type(r).__name__, r._fields)
print(st.linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True))
print(st.linear_regression([1980, 1990, 2000, 2010], [10, 22, 31, 40]))
for f, args in [(st.covariance, ([1, 2], [1])), (st.covariance, ([1], [1])),
                (st.correlation, ([1, 2], [3])), (st.correlation, ([1], [2])),
                (st.correlation, ([1, 1, 1], [1, 2, 3])), (st.linear_regression, ([1, 2], [3])),
                (st.linear_regression, ([1], [2])), (st.linear_regression, ([2, 2], [1, 3]))]:
    try:
        f(*args)
    except StatisticsError as e:
        print(f.__name__, "StatisticsError:", e)
