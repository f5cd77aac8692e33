"""statistics for vm-std: averages, spreads and the normal distribution (written for
vm-std after the documented behaviour of CPython 3.11's module). Means and variances
are computed exactly, through fractions, and converted to the type the data had (int
data gives a float when the result is not whole, Fractions give a Fraction), so results
print as CPython's; standard deviations are the correctly rounded square roots of those
exact variances. There is no `decimal` in vm-std, so no Decimal data."""

import math
from fractions import Fraction
from math import sqrt, fsum, exp, log, erf, fabs, hypot, tau
from bisect import bisect_left, bisect_right
from collections import Counter, namedtuple

__all__ = ["NormalDist", "StatisticsError", "correlation", "covariance", "fmean",
           "geometric_mean", "harmonic_mean", "linear_regression", "mean", "median",
           "median_grouped", "median_high", "median_low", "mode", "multimode", "pstdev",
           "pvariance", "quantiles", "stdev", "variance"]


class StatisticsError(ValueError):
    pass


# ---------------------------------------------------------------------------------------
# Exact sums

def _ratio(x):
    """x as (numerator, denominator); (x, None) for an infinite or NaN float."""
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError(f"can't convert type '{type(x).__name__}' to numerator/denominator")


def _coerce(t, s):
    """The type of a result from data of types t and s: ints give way to anything, a
    subclass wins over its base, floats over Fractions."""
    if t is s or s is int or s is bool:
        return t
    if t is int:
        return s
    if issubclass(s, t):
        return s
    if issubclass(t, s):
        return t
    if issubclass(t, int):
        return s
    if issubclass(s, int):
        return t
    if issubclass(t, Fraction) and issubclass(s, float):
        return s
    if issubclass(t, float) and issubclass(s, Fraction):
        return t
    raise TypeError("don't know how to coerce %s and %s" % (t.__name__, s.__name__))


def _result_type(types):
    t = int
    for s in types:
        t = _coerce(t, s)
    return t


def _sum(data):
    """(type of the result, exact sum as a Fraction, count). Terms are added as integers
    per denominator, and the few sums of distinct denominators as Fractions at the end;
    infinities and NaNs are summed as floats and win."""
    count = 0
    types = []
    partials = {}
    for x in data:
        t = type(x)
        if t not in types:
            types.append(t)
        n, d = _ratio(x)
        count += 1
        partials[d] = partials.get(d, 0) + n
    if None in partials:
        total = partials[None]
    else:
        total = 0
        for d, n in partials.items():
            total += Fraction(n, d)
    return _result_type(types), total, count


def _ss(data, c=None):
    """(type, sum of squared deviations from the mean (or from c), the mean (or c),
    count), exactly: from the sums of x and x**2 when the mean is not given."""
    if c is not None:
        t, total, count = _sum((d := x - c) * d for x in data)
        return t, total, c, count
    count = 0
    types = []
    sx = {}
    sxx = {}
    for x in data:
        t = type(x)
        if t not in types:
            types.append(t)
        n, d = _ratio(x)
        count += 1
        sx[d] = sx.get(d, 0) + n
        sxx[d] = sxx.get(d, 0) + n * n
    if not count:
        ssd = c = Fraction(0)
    elif None in sx:
        ssd = c = sx[None]
    else:
        total = Fraction(0)
        for d, n in sx.items():
            total += Fraction(n, d)
        squares = Fraction(0)
        for d, n in sxx.items():
            squares += Fraction(n, d * d)
        ssd = (count * squares - total * total) / count
        c = total / count
    return _result_type(types), ssd, c, count


def _convert(value, t):
    """The exact value as type t (a float for int data that is not whole)."""
    if type(value) is t:
        return value
    if issubclass(t, int) and value.denominator != 1:
        t = float
    return t(value)


def _sqrt_of_fraction(n, m):
    """sqrt(n / m) correctly rounded to a float. The integer square root is taken with
    at least 55 significant bits, its last bit set when it is inexact (rounding to odd
    keeps the information a second rounding needs), and the one division to a float
    then rounds it correctly."""
    shift = (n.bit_length() - m.bit_length() - 109) // 2
    if shift >= 0:
        return (_sqrt_odd(n, m << 2 * shift) << shift) / 1
    return _sqrt_odd(n << -2 * shift, m) / (1 << -shift)


def _sqrt_odd(n, m):
    root = math.isqrt(n // m)
    if root * root * m != n:
        root |= 1
    return root


def _non_negative(values, message):
    for x in values:
        if x < 0:
            raise StatisticsError(message)
        yield x


# ---------------------------------------------------------------------------------------
# Averages

def mean(data):
    """The arithmetic mean, exact before conversion to the data's type."""
    t, total, n = _sum(data)
    if n < 1:
        raise StatisticsError("mean requires at least one data point")
    return _convert(total / n, t)


def fmean(data, weights=None):
    """The arithmetic mean in floats (fsum), optionally weighted."""
    try:
        n = len(data)
    except TypeError:
        n = None
        data = list(data)
    if n is None:
        n = len(data)
    if weights is None:
        total = fsum(data)
        if not n:
            raise StatisticsError("fmean requires at least one data point")
        return total / n
    try:
        num_weights = len(weights)
    except TypeError:
        weights = list(weights)
        num_weights = len(weights)
    num = fsum(x * w for x, w in zip(data, weights))
    if n != num_weights:
        raise StatisticsError("data and weights must be the same length")
    den = fsum(weights)
    if not den:
        raise StatisticsError("sum of weights must be non-zero")
    return num / den


def geometric_mean(data):
    try:
        return exp(fmean(map(log, data)))
    except ValueError:
        raise StatisticsError("geometric mean requires a non-empty dataset "
                              "containing positive numbers") from None


def harmonic_mean(data, weights=None):
    if iter(data) is data:
        data = list(data)
    message = "harmonic mean does not support negative values"
    n = len(data)
    if n < 1:
        raise StatisticsError("harmonic_mean requires at least one data point")
    if n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (int, float, Fraction)):
            if x < 0:
                raise StatisticsError(message)
            return x
        raise TypeError("unsupported type")
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError("Number of weights does not match data size")
        _, sum_weights, _ = _sum(w for w in _non_negative(weights, message))
    try:
        data = _non_negative(data, message)
        t, total, count = _sum(w / x if w else 0 for w, x in zip(weights, data))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError("Weighted sum must be positive")
    return _convert(sum_weights / total, t)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1.0):
    """The median of continuous data grouped in classes of width `interval` centred on
    the data points, interpolated within the median's class."""
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    below = bisect_left(data, x)
    upto = bisect_right(data, x, lo=below)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError("Value cannot be converted to a float")
    lower = x - interval / 2.0
    return lower + interval * (n / 2 - below) / (upto - below)


def mode(data):
    pairs = Counter(iter(data)).most_common(1)
    if not pairs:
        raise StatisticsError("no mode for empty data")
    return pairs[0][0]


def multimode(data):
    counts = Counter(iter(data))
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, count in counts.items() if count == top]


def quantiles(data, *, n=4, method="exclusive"):
    """The n - 1 cut points dividing the data into n intervals of equal probability,
    interpolated linearly between data points."""
    if n < 1:
        raise StatisticsError("n must be at least 1")
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    result = []
    if method == "inclusive":
        m = ld - 1
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == "exclusive":
        m = ld + 1
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError(f"Unknown method: {method!r}")


# ---------------------------------------------------------------------------------------
# Spread

def variance(data, xbar=None):
    t, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("variance requires at least two data points")
    return _convert(ss / (n - 1), t)


def pvariance(data, mu=None):
    t, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pvariance requires at least one data point")
    return _convert(ss / n, t)


def stdev(data, xbar=None):
    t, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    mss = ss / (n - 1)
    return _sqrt_of_fraction(mss.numerator, mss.denominator)


def pstdev(data, mu=None):
    t, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pstdev requires at least one data point")
    mss = ss / n
    return _sqrt_of_fraction(mss.numerator, mss.denominator)


def _mean_stdev(data):
    t, ss, xbar, n = _ss(data)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    mss = ss / (n - 1)
    try:
        return float(xbar), _sqrt_of_fraction(mss.numerator, mss.denominator)
    except AttributeError:
        # Infinite or NaN data: the sums are floats.
        return float(xbar), float(xbar) / float(ss)


# ---------------------------------------------------------------------------------------
# Two variables

def _pairs(what, x, y):
    """How many pairs `x` and `y` make, checked as CPython's two-variable functions
    check them (`what` names the function in the messages)."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError(f"{what} requires that both inputs have same number of "
                              "data points")
    if n < 2:
        raise StatisticsError(f"{what} requires at least two data points")
    return n


def _centered(x, y, n):
    """The means of `x` and `y` and the sum of the products of their deviations."""
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    return xbar, ybar, fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))


def covariance(x, y, /):
    n = _pairs("covariance", x, y)
    return _centered(x, y, n)[2] / (n - 1)


def correlation(x, y, /):
    n = _pairs("correlation", x, y)
    xbar, ybar, sxy = _centered(x, y, n)
    sxx = fsum((d := xi - xbar) * d for xi in x)
    syy = fsum((d := yi - ybar) * d for yi in y)
    try:
        return sxy / sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant")


# vm-std's namedtuple cannot see its caller's module (no sys._getframe) and would name
# `__main__`; CPython's finds `statistics` itself.
LinearRegression = namedtuple("LinearRegression", ("slope", "intercept"), module=__name__)


def linear_regression(x, y, /, *, proportional=False):
    n = _pairs("linear regression", x, y)
    if proportional:
        sxy = fsum(xi * yi for xi, yi in zip(x, y))
        sxx = fsum(xi * xi for xi in x)
    else:
        xbar, ybar, sxy = _centered(x, y, n)
        sxx = fsum((d := xi - xbar) * d for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError("x is constant")
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# ---------------------------------------------------------------------------------------
# The normal distribution

def _polynomial(coefficients, r):
    """sum(c * r**k) by Horner's rule, the highest power's coefficient first."""
    value = coefficients[0]
    for c in coefficients[1:]:
        value = value * r + c
    return value


# Wichura's algorithm AS 241 (Applied Statistics 37, 1988), PPND16: rational
# approximations of the normal quantile, good to about 1e-16, in three ranges of p.
_CENTRAL_NUM = (2509.0809287301226727, 33430.575583588128105, 67265.770927008700853,
                45921.953931549871457, 13731.693765509461125, 1971.5909503065514427,
                133.14166789178437745, 3.387132872796366608)
_CENTRAL_DEN = (5226.495278852854561, 28729.085735721942674, 39307.89580009271061,
                21213.794301586595867, 5394.1960214247511077, 687.1870074920579083,
                42.313330701600911252, 1.0)
_NEAR_NUM = (0.0007745450142783414076, 0.022723844989269184583, 0.24178072517745061177,
             1.27045825245236838258, 3.64784832476320460504, 5.7694972214606914055,
             4.6303378461565452959, 1.42343711074968357734)
_NEAR_DEN = (1.05075007164441684324e-9, 0.0005475938084995344946, 0.0151986665636164571966,
             0.14810397642748007459, 0.68976733498510000455, 1.6763848301838038494,
             2.05319162663775882187, 1.0)
_TAIL_NUM = (2.01033439929228813265e-7, 2.71155556874348757815e-5,
             0.0012426609473880784386, 0.026532189526576123093, 0.29656057182850489123,
             1.7848265399172913358, 5.4637849111641143699, 6.6579046435011037772)
_TAIL_DEN = (2.04426310338993978564e-15, 1.4215117583164458887e-7,
             1.8463183175100546818e-5, 0.0007868691311456132591, 0.0148753612908506148525,
             0.13692988092273580531, 0.59983220655588793769, 1.0)


def _normal_quantile(p, mu, sigma):
    q = p - 0.5
    if fabs(q) <= 0.425:
        r = 0.180625 - q * q
        x = _polynomial(_CENTRAL_NUM, r) * q / _polynomial(_CENTRAL_DEN, r)
        return mu + (x * sigma)
    r = p if q <= 0.0 else 1.0 - p
    r = sqrt(-log(r))
    if r <= 5.0:
        r = r - 1.6
        x = _polynomial(_NEAR_NUM, r) / _polynomial(_NEAR_DEN, r)
    else:
        r = r - 5.0
        x = _polynomial(_TAIL_NUM, r) / _polynomial(_TAIL_DEN, r)
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


_SQRT2 = sqrt(2.0)


class NormalDist:
    "Normal distribution of a random variable"

    __slots__ = ("_mu", "_sigma")

    def __init__(self, mu=0.0, sigma=1.0):
        "NormalDist where mu is the mean and sigma is the standard deviation."
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        "Make a normal distribution instance from sample data."
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        "Generate *n* samples for a given mean and standard deviation."
        import random
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        "Probability density function.  P(x <= X < x+dx) / dx"
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError("pdf() not defined when sigma is zero")
        diff = x - self._mu
        return exp(diff * diff / (-2.0 * variance)) / sqrt(tau * variance)

    def cdf(self, x):
        "Cumulative distribution function.  P(X <= x)"
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        "Inverse cumulative distribution function: the x with P(X <= x) = p."
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma <= 0.0:
            raise StatisticsError("cdf() not defined when sigma at or below zero")
        return _normal_quantile(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        "Divide into *n* continuous intervals with equal probability."
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        "The overlapping coefficient of two normal distributions (0.0 to 1.0)."
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        x, y = self, other
        if (y._sigma, y._mu) < (x._sigma, x._mu):
            x, y = y, x
        x_var, y_var = x.variance, y.variance
        if not x_var or not y_var:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = y_var - x_var
        dm = fabs(y._mu - x._mu)
        if not dv:
            return 1.0 - erf(dm / (2.0 * x._sigma * _SQRT2))
        a = x._mu * y_var - y._mu * x_var
        b = x._sigma * y._sigma * sqrt(dm * dm + dv * log(y_var / x_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (fabs(y.cdf(x1) - x.cdf(x1)) + fabs(y.cdf(x2) - x.cdf(x2)))

    def zscore(self, x):
        "How many standard deviations x is above the mean."
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        "Arithmetic mean of the normal distribution."
        return self._mu

    @property
    def median(self):
        "Return the median of the normal distribution"
        return self._mu

    @property
    def mode(self):
        "Return the mode of the normal distribution"
        return self._mu

    @property
    def stdev(self):
        "Standard deviation of the normal distribution."
        return self._sigma

    @property
    def variance(self):
        "Square of the standard deviation."
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f"{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})"

    def __getstate__(self):
        return self._mu, self._sigma

    def __setstate__(self, state):
        self._mu, self._sigma = state
