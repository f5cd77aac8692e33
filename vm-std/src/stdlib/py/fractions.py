"""fractions for vm-std: `Fraction`, rational numbers of unbounded precision (written for
vm-std after the documented behaviour of CPython 3.11's module: the same constructor
forms, normalization, mixed arithmetic, hashing and messages; strings are parsed by hand
to the same grammar, so importing fractions does not import `re`; `Fraction` is registered as `numbers.Rational`,
but an argument is "rational" if it is an `int` or a `Fraction`, and no `decimal`, so `from_decimal` is missing)."""

import math

__all__ = ["Fraction"]

# CPython's numeric hash works modulo this prime (`sys.hash_info.modulus` on 64-bit
# builds); a fraction hashes as the equal int or float does, so the same rule is used.
_HASH_MODULUS = (1 << 61) - 1
_HASH_INF = 314159


def _digits_end(text, at):
    """Where a run of digits with single underscores between them (`1_000`), starting at
    `at`, ends; `at` when there is none."""
    n = len(text)
    end = at
    while end < n and text[end].isdecimal():
        end += 1
    if end == at:
        return at
    while end + 1 < n and text[end] == "_" and text[end + 1].isdecimal():
        end += 2
        while end < n and text[end].isdecimal():
            end += 1
    return end


def _parse(literal):
    """(numerator, denominator) of a string as `Fraction()` takes it: an optional sign,
    then `N/D`, or a decimal with an optional fraction part and exponent, with spaces
    around; None when it is none of those."""
    text = literal.strip()
    n = len(text)
    at = 0
    negative = False
    if at < n and text[at] in "+-":
        negative = text[at] == "-"
        at += 1
    # There must be a digit, or a point and a digit, after the sign.
    if not (at < n and (text[at].isdecimal()
                        or (text[at] == "." and at + 1 < n and text[at + 1].isdecimal()))):
        return None
    end = _digits_end(text, at)
    numerator = int(text[at:end].replace("_", "")) if end > at else 0
    denominator = 1
    at = end
    if at < n and text[at] == "/":
        end = _digits_end(text, at + 1)
        if end == at + 1 or end != n:
            return None
        denominator = int(text[at + 1:end].replace("_", ""))
    else:
        if at < n and text[at] == ".":
            at += 1
            # CPython 3.11's pattern reads the fraction part as `d*|\d+(_\d+)*` (a typo
            # for `\d*`), so a run of letters d is taken too, and refused by `int()` below
            # with int's own message, as there.
            end = at
            while end < n and text[end] in "dD":
                end += 1
            if end == at:
                end = _digits_end(text, at)
            fraction = text[at:end].replace("_", "")
            if fraction:
                scale = 10 ** len(fraction)
                numerator = numerator * scale + int(fraction)
                denominator = scale
            at = end
        if at < n and text[at] in "eE":
            start = at + 1
            if start < n and text[start] in "+-":
                start += 1
            end = _digits_end(text, start)
            if end == start:
                return None
            exponent = int(text[at + 1:end].replace("_", ""))
            if exponent >= 0:
                numerator *= 10 ** exponent
            else:
                denominator *= 10 ** -exponent
            at = end
        if at != n:
            return None
    if negative:
        numerator = -numerator
    return numerator, denominator


def _raw(cls, numerator, denominator):
    """An instance of `cls` holding exactly these terms (already in lowest terms, the
    denominator positive): what the operators make without going through `__new__`'s
    checks."""
    self = object.__new__(cls)
    self._numerator = numerator
    self._denominator = denominator
    return self


def _reduced(numerator, denominator):
    """The Fraction numerator/denominator in lowest terms, with CPython's error for a
    zero denominator (which names the numerator as the operation left it)."""
    if denominator == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
    g = math.gcd(numerator, denominator)
    if denominator < 0:
        g = -g
    return _raw(Fraction, numerator // g, denominator // g)


def _is_rational(x):
    return isinstance(x, (int, Fraction))


class Fraction:
    """A rational number: Fraction(3, 4), Fraction('3/4'), Fraction('1.25'),
    Fraction(0.5), Fraction(other_fraction)."""

    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        if denominator is None:
            if type(numerator) is int:
                return _raw(cls, numerator, 1)
            if isinstance(numerator, (int, Fraction)):
                return _raw(cls, numerator.numerator, numerator.denominator)
            if isinstance(numerator, float):
                n, d = numerator.as_integer_ratio()
                return _raw(cls, n, d)
            if isinstance(numerator, str):
                terms = _parse(numerator)
                if terms is None:
                    raise ValueError("Invalid literal for Fraction: %r" % numerator)
                numerator, denominator = terms
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif type(numerator) is int and type(denominator) is int:
            pass
        elif _is_rational(numerator) and _is_rational(denominator):
            numerator, denominator = (numerator.numerator * denominator.denominator,
                                      denominator.numerator * numerator.denominator)
        else:
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
        if _normalize:
            g = math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        return _raw(cls, numerator, denominator)

    @classmethod
    def from_float(cls, f):
        """The exact value of float `f` (an int is taken as it is)."""
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)"
                            % (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction to self whose denominator is at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        # Walk the continued fraction of self: p/q are its convergents, the last one
        # whose denominator fits is one candidate, the best semiconvergent before it the
        # other; the answer is whichever is closer (the later one on a tie).
        p_prev, q_prev, p, q = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q_next = q_prev + a * q
            if q_next > max_denominator:
                break
            p_prev, q_prev, p, q = p, q, p_prev + a * p, q_next
            n, d = d, n - a * d
        k = (max_denominator - q_prev) // q
        semi = Fraction(p_prev + k * p, q_prev + k * q)
        convergent = Fraction(p, q)
        if abs(convergent - self) <= abs(semi - self):
            return convergent
        return semi

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self

    def __repr__(self):
        return "%s(%s, %s)" % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    # Arithmetic: with an int or a Fraction the result is exact; with a float it is
    # computed in floats; anything else is left to the other operand (NotImplemented).

    def __add__(a, b):
        if isinstance(b, (int, Fraction)):
            return _add(a, b)
        if isinstance(b, float):
            return float(a) + b
        return NotImplemented

    def __radd__(b, a):
        if isinstance(a, (int, Fraction)):
            return _add(a, b)
        if isinstance(a, float):
            return a + float(b)
        return NotImplemented

    def __sub__(a, b):
        if isinstance(b, (int, Fraction)):
            return _add(a, -b)
        if isinstance(b, float):
            return float(a) - b
        return NotImplemented

    def __rsub__(b, a):
        if isinstance(a, (int, Fraction)):
            return _add(a, -b)
        if isinstance(a, float):
            return a - float(b)
        return NotImplemented

    def __mul__(a, b):
        if isinstance(b, (int, Fraction)):
            return _mul(a.numerator, a.denominator, b.numerator, b.denominator)
        if isinstance(b, float):
            return float(a) * b
        return NotImplemented

    def __rmul__(b, a):
        if isinstance(a, (int, Fraction)):
            return _mul(a.numerator, a.denominator, b.numerator, b.denominator)
        if isinstance(a, float):
            return a * float(b)
        return NotImplemented

    def __truediv__(a, b):
        if isinstance(b, (int, Fraction)):
            return _div(a, b)
        if isinstance(b, float):
            return float(a) / b
        return NotImplemented

    def __rtruediv__(b, a):
        if isinstance(a, (int, Fraction)):
            return _div(a, b)
        if isinstance(a, float):
            return a / float(b)
        return NotImplemented

    def __floordiv__(a, b):
        if isinstance(b, (int, Fraction)):
            return (a.numerator * b.denominator) // (a.denominator * b.numerator)
        if isinstance(b, float):
            return float(a) // b
        return NotImplemented

    def __rfloordiv__(b, a):
        if isinstance(a, (int, Fraction)):
            return (a.numerator * b.denominator) // (a.denominator * b.numerator)
        if isinstance(a, float):
            return a // float(b)
        return NotImplemented

    def __mod__(a, b):
        if isinstance(b, (int, Fraction)):
            return _mod(a, b)
        if isinstance(b, float):
            return float(a) % b
        return NotImplemented

    def __rmod__(b, a):
        if isinstance(a, (int, Fraction)):
            return _mod(a, b)
        if isinstance(a, float):
            return a % float(b)
        return NotImplemented

    def __divmod__(a, b):
        if isinstance(b, (int, Fraction)):
            return _divmod(a, b)
        if isinstance(b, float):
            return divmod(float(a), b)
        return NotImplemented

    def __rdivmod__(b, a):
        if isinstance(a, (int, Fraction)):
            return _divmod(a, b)
        if isinstance(a, float):
            return divmod(a, float(b))
        return NotImplemented

    def __pow__(a, b):
        if isinstance(b, (int, Fraction)):
            if b.denominator != 1:
                return float(a) ** float(b)
            power = b.numerator
            # The terms of a fraction in lowest terms stay coprime under powers, so the
            # result needs no reduction, only the sign moved to the numerator.
            if power >= 0:
                return _raw(Fraction, a._numerator ** power, a._denominator ** power)
            if a._numerator == 0:
                raise ZeroDivisionError("Fraction(%s, 0)" % (a._denominator ** -power))
            if a._numerator > 0:
                return _raw(Fraction, a._denominator ** -power, a._numerator ** -power)
            return _raw(Fraction, (-a._denominator) ** -power, (-a._numerator) ** -power)
        return float(a) ** b

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, (int, Fraction)):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return _raw(Fraction, a._numerator, a._denominator)

    def __neg__(a):
        return _raw(Fraction, -a._numerator, a._denominator)

    def __abs__(a):
        return _raw(Fraction, abs(a._numerator), a._denominator)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __float__(a):
        # int / int is correctly rounded, however large the terms.
        return a._numerator / a._denominator

    def __round__(self, ndigits=None):
        """Round half to even: an int without ndigits, else a Fraction."""
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            twice = remainder * 2
            if twice < self._denominator:
                return floor
            if twice > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        # As CPython hashes numbers: numerator times the inverse of the denominator
        # modulo the prime, so that a fraction equal to an int or a float hashes as it.
        try:
            inverse = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            value = _HASH_INF
        else:
            value = hash(hash(abs(self._numerator)) * inverse)
        if self._numerator < 0:
            value = -value
        return -2 if value == -1 else value

    def __eq__(a, b):
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if isinstance(b, (int, Fraction)):
            return a._numerator == b.numerator and a._denominator == b.denominator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def __lt__(a, b):
        if isinstance(b, (int, Fraction)):
            return a._numerator * b.denominator < a._denominator * b.numerator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 < b
            return a < a.from_float(b)
        return NotImplemented

    def __gt__(a, b):
        if isinstance(b, (int, Fraction)):
            return a._numerator * b.denominator > a._denominator * b.numerator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 > b
            return a > a.from_float(b)
        return NotImplemented

    def __le__(a, b):
        if isinstance(b, (int, Fraction)):
            return a._numerator * b.denominator <= a._denominator * b.numerator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 <= b
            return a <= a.from_float(b)
        return NotImplemented

    def __ge__(a, b):
        if isinstance(b, (int, Fraction)):
            return a._numerator * b.denominator >= a._denominator * b.numerator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 >= b
            return a >= a.from_float(b)
        return NotImplemented

    def __bool__(a):
        return a._numerator != 0

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)


# The exact operations, on two rationals (ints or Fractions) whose terms are coprime with
# a positive denominator; each removes common factors before multiplying, as little as
# it needs (the gcds of the smaller pairs), and gives a Fraction in lowest terms.

def _add(a, b):
    na, da = a.numerator, a.denominator
    nb, db = b.numerator, b.denominator
    g = math.gcd(da, db)
    if g == 1:
        return _raw(Fraction, na * db + nb * da, da * db)
    # With g = gcd(da, db), a common factor of the sum's terms can only divide g.
    s = da // g
    t = na * (db // g) + nb * s
    g2 = math.gcd(t, g)
    if g2 == 1:
        return _raw(Fraction, t, s * db)
    return _raw(Fraction, t // g2, s * (db // g2))


def _mul(na, da, nb, db):
    g1 = math.gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = math.gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    return _raw(Fraction, na * nb, da * db)


def _div(a, b):
    na, da = a.numerator, a.denominator
    nb, db = b.numerator, b.denominator
    g1 = math.gcd(na, nb)
    if g1 > 1:
        na //= g1
        nb //= g1
    g2 = math.gcd(da, db)
    if g2 > 1:
        da //= g2
        db //= g2
    n, d = na * db, nb * da
    if d == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % n)
    if d < 0:
        n, d = -n, -d
    return _raw(Fraction, n, d)


def _mod(a, b):
    da, db = a.denominator, b.denominator
    return _reduced((a.numerator * db) % (b.numerator * da), da * db)


def _divmod(a, b):
    da, db = a.denominator, b.denominator
    quotient, rest = divmod(a.numerator * db, da * b.numerator)
    return quotient, _reduced(rest, da * db)


# CPython's Fraction derives from numbers.Rational; `numbers` registers it (now, if it
# was imported first; else when it is), so that importing fractions does not load it.
import sys as _sys

if "numbers" in _sys.modules:
    _sys.modules["numbers"]._register_fraction(_sys.modules[__name__])
