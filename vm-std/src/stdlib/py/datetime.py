"""datetime for vm-std: dates, times, durations and fixed-offset time zones as CPython
3.11's C `_datetime` has them (its range checks, messages, reprs and rounding), on the
proleptic Gregorian calendar counted in ordinals (1 is 0001-01-01). Local time comes from
the `time` module (the C library's `localtime_r`); `strftime` hands its format to
`time.strftime` after expanding `%f`, `%z` and `%Z` itself, as CPython does; `strptime`
matches the directives of CPython's `_strptime` in the C locale with a small
backtracking matcher (no `re`: importing datetime stays cheap). Written for vm-std (not CPython's
`_pydatetime` or `_datetimemodule.c`)."""

import time as _time
import math as _math

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059            # 9999-12-31
_EPOCH_ORDINAL = 719163          # 1970-01-01
_US_PER_DAY = 86400000000
_MAX_DAYS = 999999999


class _Missing:
    def __repr__(self):
        return "<missing>"


_MISSING = _Missing()


def _field(attr, owner, doc=None):
    """A read-only field kept in `attr`, as the C type's member descriptors are:
    assigning it raises CPython's AttributeError ("attribute 'x' of 'owner' objects is
    not writable", or timedelta's "readonly attribute" when `owner` is None)."""
    def get(self):
        return getattr(self, attr)

    def refuse(self, value):
        if owner is None:
            raise AttributeError("readonly attribute")
        raise AttributeError("attribute '%s' of '%s' objects is not writable"
                             % (attr[1:], owner))

    return property(get, refuse, None, doc)

# ---------------------------------------------------------------------------------------
# The calendar

_MONTH_DAYS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_MONTH_START = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365)
_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
              "Sunday")
_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July",
                "August", "September", "October", "November", "December")


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _days_in_month(y, m):
    if m == 2 and _leap(y):
        return 29
    return _MONTH_DAYS[m]


def _year_start(y):
    # Days before January 1st of year y (0 for year 1).
    p = y - 1
    return p * 365 + p // 4 - p // 100 + p // 400


def _ordinal(y, m, d):
    n = _year_start(y) + _MONTH_START[m] + d
    if m > 2 and _leap(y):
        n += 1
    return n


def _from_ordinal(n):
    # The year: an estimate from the mean year of 146097/400 days, then corrected.
    y = (n * 400) // 146097 + 1
    while _year_start(y) >= n:
        y -= 1
    while _year_start(y + 1) < n:
        y += 1
    doy = n - _year_start(y)  # 1-based day of the year
    leap = 1 if _leap(y) else 0
    m = (doy + 30) // 31      # never past the month; at most one short
    if m < 12:
        nxt = _MONTH_START[m + 1] + (leap if m + 1 > 2 else 0)
        if doy > nxt:
            m += 1
    start = _MONTH_START[m] + (leap if m > 2 else 0)
    return y, m, doy - start


def _iso_week1(y):
    # Ordinal of the Monday of ISO week 1 of year y (the week holding January 4th).
    jan4 = _ordinal(y, 1, 4)
    return jan4 - (jan4 + 6) % 7


# ---------------------------------------------------------------------------------------
# Arguments

def _tn(obj):
    # The type's name as CPython's C types give it (`tp_name`): qualified for the
    # module's own types, the bare name for subclasses written in Python.
    c = type(obj)
    if c.__module__ == "datetime":
        return "datetime." + c.__name__
    return c.__name__


def _arg_type(v):
    # How CPython's argument errors name a value's type (None as itself).
    if v is None:
        return "None"
    return type(v).__name__


def _int(v):
    # An argument CPython parses as a C int ("i"): an int or an object with __index__.
    if type(v) is not int:
        if isinstance(v, int):
            v = int(v)
        elif isinstance(v, float):
            raise TypeError("'float' object cannot be interpreted as an integer")
        else:
            try:
                index = type(v).__index__
            except AttributeError:
                raise TypeError("'%s' object cannot be interpreted as an integer"
                                % type(v).__name__) from None
            v = index(v)
    if v > 2147483647 or v < -2147483648:
        if v > 9223372036854775807 or v < -9223372036854775808:
            raise OverflowError("Python int too large to convert to C long")
        if v > 0:
            raise OverflowError("signed integer is greater than maximum")
        raise OverflowError("signed integer is less than minimum")
    return v


def _required(v, name, pos):
    if v is _MISSING:
        raise TypeError("function missing required argument '%s' (pos %d)" % (name, pos))
    return _int(v)


def _check_date(y, m, d):
    if y < MINYEAR or y > MAXYEAR:
        raise ValueError("year %d is out of range" % y)
    if m < 1 or m > 12:
        raise ValueError("month must be in 1..12")
    if d < 1 or d > _days_in_month(y, m):
        raise ValueError("day is out of range for month")


def _check_time(h, mi, s, us, fold):
    if h < 0 or h > 23:
        raise ValueError("hour must be in 0..23")
    if mi < 0 or mi > 59:
        raise ValueError("minute must be in 0..59")
    if s < 0 or s > 59:
        raise ValueError("second must be in 0..59")
    if us < 0 or us > 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold != 0 and fold != 1:
        raise ValueError("fold must be either 0 or 1")


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                        % type(tz).__name__)


def _check_offset(offset, what):
    # What a tzinfo's utcoffset() or dst() returned, checked as CPython checks it.
    if offset is None:
        return None
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (what, type(offset).__name__))
    if not -_US_PER_DAY < offset._us() < _US_PER_DAY:
        raise ValueError("offset must be a timedelta strictly between "
                         "-timedelta(hours=24) and timedelta(hours=24).")
    return offset


def _check_tzname(name):
    if name is not None and not isinstance(name, str):
        raise TypeError("tzinfo.tzname() must return None or a string, not '%s'"
                        % type(name).__name__)
    return name


def _round_half_even(num, den):
    # num / den rounded to the nearest int, ties to even (den > 0).
    q, r = divmod(num, den)
    r2 = 2 * r
    if r2 > den or (r2 == den and q % 2 == 1):
        q += 1
    return q


def _round_half_away(x):
    # C's round(): to the nearest integer, halves away from zero.
    if x < 0:
        return -_round_half_away(-x)
    r = _math.floor(x)
    if x - r >= 0.5:
        r += 1
    return float(r)


def _check_finite(x):
    # CPython's errors for a float that has no integral part.
    if x != x:
        raise ValueError("cannot convert float NaN to integer")
    if x in (_INF, -_INF):
        raise OverflowError("cannot convert float infinity to integer")


_INF = float("inf")


def _format_offset(off, sep):
    # +HH<sep>MM[<sep>SS[.ffffff]] for a timedelta offset; '' for None.
    if off is None:
        return ""
    us = off._us()
    sign = "+"
    if us < 0:
        sign = "-"
        us = -us
    s, us = divmod(us, 1000000)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    text = "%s%02d%s%02d" % (sign, h, sep, m)
    if s or us:
        text += "%s%02d" % (sep, s)
        if us:
            text += ".%06d" % us
    return text


def _format_time(h, m, s, us, timespec):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    if timespec == "hours":
        return "%02d" % h
    if timespec == "minutes":
        return "%02d:%02d" % (h, m)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (h, m, s)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (h, m, s, us // 1000)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (h, m, s, us)
    raise ValueError("Unknown timespec value")


def _strftime(fmt, tt, us, tzobj, tzarg):
    # CPython's wrap_strftime: %f, %z and %Z are expanded here (the C library knows
    # nothing of microseconds or of tzinfo objects), the rest goes to time.strftime.
    if "%" not in fmt:
        return _time.strftime(fmt, tt)
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        i += 1
        if c != "%" or i == n:
            out.append(c)
            continue
        c = fmt[i]
        i += 1
        if c == "f":
            out.append("%06d" % us)
        elif c == "z":
            if tzobj is not None:
                out.append(_format_offset(
                    _check_offset(tzobj.utcoffset(tzarg), "utcoffset"), ""))
        elif c == "Z":
            if tzobj is not None:
                name = _check_tzname(tzobj.tzname(tzarg))
                if name is not None:
                    out.append(name.replace("%", "%%"))
        else:
            out.append("%")
            out.append(c)
    return _time.strftime("".join(out), tt)


def _check_format_arg(fmt, what):
    if not isinstance(fmt, str):
        raise TypeError("%s must be str, not %s" % (what, _arg_type(fmt)))


# ---------------------------------------------------------------------------------------
# timedelta

def _td(us):
    # A timedelta of `us` microseconds, with CPython's range check.
    d, rest = divmod(us, _US_PER_DAY)
    if d > _MAX_DAYS or d < -_MAX_DAYS:
        if d > 2147483647 or d < -2147483648:
            raise OverflowError("Python int too large to convert to C int")
        raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
    self = object.__new__(timedelta)
    self._days = d
    self._seconds, self._microseconds = divmod(rest, 1000000)
    self._hashcode = -1
    return self


class timedelta:
    """Difference between two datetime values.

timedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0)

All arguments are optional and default to 0.
Arguments may be integers or floats, and may be positive or negative."""

    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode")

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0,
                hours=0, weeks=0):
        # As CPython sums them: an int exactly, a float's integral part exactly and
        # the integral part of its fraction times the unit, the fractions of units
        # left over in a float, rounded (half to even) and added at the end. A sum
        # of exact fractions would round some halves otherwise (2.5e-6 seconds is a
        # little over 2.5 microseconds, and CPython gives 2).
        us = 0
        left = 0.0
        for name, v, factor in (("microseconds", microseconds, 1),
                                ("milliseconds", milliseconds, 1000),
                                ("seconds", seconds, 1000000),
                                ("minutes", minutes, 60000000),
                                ("hours", hours, 3600000000),
                                ("days", days, 86400000000),
                                ("weeks", weeks, 604800000000)):
            if isinstance(v, int):
                us += v * factor
            elif isinstance(v, float):
                _check_finite(v)
                frac, whole = _math.modf(v)
                us += int(whole) * factor
                if frac:
                    frac, whole = _math.modf(float(factor) * frac)
                    us += int(whole)
                    left += frac
            else:
                raise TypeError("unsupported type for timedelta %s component: %s"
                                % (name, type(v).__name__))
        if left:
            rounded = _round_half_away(left)
            if abs(rounded - left) == 0.5:
                odd = us & 1
                rounded = 2.0 * _round_half_away((left + odd) * 0.5) - odd
            us += int(rounded)
        d, rest = divmod(us, _US_PER_DAY)
        if d > _MAX_DAYS or d < -_MAX_DAYS:
            if d > 2147483647 or d < -2147483648:
                raise OverflowError("Python int too large to convert to C int")
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        self = object.__new__(cls)
        self._days = d
        self._seconds, self._microseconds = divmod(rest, 1000000)
        self._hashcode = -1
        return self

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    days = _field("_days", None, "Number of days.")

    seconds = _field("_seconds", None, "Number of seconds (>= 0 and less than 1 day).")

    microseconds = _field("_microseconds", None, "Number of microseconds (>= 0 and less than 1 second).")

    def total_seconds(self):
        """Total seconds in the duration."""
        return self._us() / 1000000

    def __repr__(self):
        parts = []
        if self._days:
            parts.append("days=%d" % self._days)
        if self._seconds:
            parts.append("seconds=%d" % self._seconds)
        if self._microseconds:
            parts.append("microseconds=%d" % self._microseconds)
        if not parts:
            parts.append("0")
        return "%s(%s)" % (_tn(self), ", ".join(parts))

    def __str__(self):
        m, s = divmod(self._seconds, 60)
        h, m = divmod(m, 60)
        text = "%d:%02d:%02d" % (h, m, s)
        if self._microseconds:
            text += ".%06d" % self._microseconds
        if self._days:
            plural = "" if self._days in (1, -1) else "s"
            text = "%d day%s, %s" % (self._days, plural, text)
        return text

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _td(self._us() + other._us())
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return _td(self._us() + other._us())
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _td(self._us() - other._us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return _td(other._us() - self._us())
        return NotImplemented

    def __neg__(self):
        return _td(-self._us())

    def __pos__(self):
        return _td(self._us())

    def __abs__(self):
        if self._days < 0:
            return _td(-self._us())
        return _td(self._us())

    def __mul__(self, other):
        if isinstance(other, int):
            return _td(self._us() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return _td(_round_half_even(self._us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            d = other._us()
            if d == 0:
                raise ZeroDivisionError("division by zero")
            return self._us() / d
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            if other < 0:
                return _td(_round_half_even(-self._us(), -other))
            return _td(_round_half_even(self._us(), other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            if a == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            if a < 0:
                a = -a
                b = -b
            return _td(_round_half_even(self._us() * b, a))
        return NotImplemented

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            d = other._us()
            if d == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._us() // d
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td(self._us() // other)
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            d = other._us()
            if d == 0:
                raise ZeroDivisionError("integer modulo by zero")
            return _td(self._us() % d)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            d = other._us()
            if d == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            q, r = divmod(self._us(), d)
            return q, _td(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._us() == other._us()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return self._us() != other._us()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._us() < other._us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._us() <= other._us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._us() > other._us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._us() >= other._us()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._days, self._seconds, self._microseconds))
        return self._hashcode

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))


timedelta.min = _td(-_MAX_DAYS * _US_PER_DAY)
timedelta.max = _td((_MAX_DAYS + 1) * _US_PER_DAY - 1)
timedelta.resolution = _td(1)


# ---------------------------------------------------------------------------------------
# date

def _new_date(cls, y, m, d):
    # Arithmetic's result: the exact class made directly, a subclass through its
    # constructor (as CPython's new_date_subclass_ex).
    if cls is date:
        self = object.__new__(date)
        self._year = y
        self._month = m
        self._day = d
        self._hashcode = -1
        return self
    return cls(y, m, d)


def _local_date(t):
    # The local date of timestamp t, rounded down to whole seconds.
    if isinstance(t, float):
        if t != t:
            raise ValueError("Invalid value NaN (not a number)")
        if not -9223372036854775808.0 <= t < 9223372036854775808.0:
            raise OverflowError("timestamp out of range for platform time_t")
        whole = int(_math.floor(t))
    else:
        whole = _timestamp_int(t)
    tm = _time.localtime(whole)
    return tm[0], tm[1], tm[2]


def _timestamp_int(t):
    if not isinstance(t, int):
        try:
            index = type(t).__index__
        except AttributeError:
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(t).__name__) from None
        t = index(t)
    if not -9223372036854775808 <= t <= 9223372036854775807:
        raise OverflowError("timestamp out of range for platform time_t")
    return t


class IsoCalendarDate(tuple):
    __slots__ = ()

    def __new__(cls, year, week, weekday):
        return tuple.__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return "%s(year=%d, week=%d, weekday=%d)" % (_tn(self), self[0], self[1],
                                                      self[2])

    def __reduce__(self):
        return (tuple, (tuple(self),))


def _ymd_from_iso(y, w, d):
    # Raises as CPython's date.fromisocalendar.
    if y < MINYEAR or y > MAXYEAR:
        raise ValueError("Year is out of range: %d" % y)
    if w <= 0 or w >= 53:
        # Week 53 exists in a year starting on a Thursday, or a leap year starting
        # on a Wednesday.
        first = (_ordinal(y, 1, 1) + 6) % 7
        if not (w == 53 and (first == 3 or (first == 2 and _leap(y)))):
            raise ValueError("Invalid week: %d" % w)
    if d <= 0 or d >= 8:
        raise ValueError("Invalid day: %d (range is [1, 7])" % d)
    return _from_ordinal(_iso_week1(y) + (w - 1) * 7 + d - 1)


class date:
    """date(year, month, day) --> date object"""

    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, year=_MISSING, month=_MISSING, day=_MISSING):
        year = _required(year, "year", 1)
        month = _required(month, "month", 2)
        day = _required(day, "day", 3)
        _check_date(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    # Other constructors

    @classmethod
    def fromtimestamp(cls, t):
        """Create a date from a POSIX timestamp.

The timestamp is a number, e.g. created via time.time(), that is interpreted
as local time."""
        y, m, d = _local_date(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        """Current date or datetime:  same as self.__class__.fromtimestamp(time.time())."""
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        """int -> date corresponding to a proleptic Gregorian ordinal."""
        n = _int(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        if n > _MAXORDINAL:
            raise ValueError("year %d is out of range" % _from_ordinal(n)[0])
        y, m, d = _from_ordinal(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        """str -> Construct a date from a string in ISO 8601 format."""
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        n = len(date_string)
        ymd = None
        if n == 7 or n == 8 or n == 10:
            ymd = _parse_iso_date(date_string)
        if ymd is None:
            raise ValueError("Invalid isoformat string: %r" % date_string)
        return cls(*ymd)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """int, int, int -> Construct a date from the ISO year, week number and weekday.

This is the inverse of the date.isocalendar() function"""
        y, m, d = _ymd_from_iso(_int(year), _int(week), _int(day))
        return cls(y, m, d)

    # Fields

    year = _field("_year", "datetime.date")

    month = _field("_month", "datetime.date")

    day = _field("_day", "datetime.date")

    # Conversions

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_tn(self), self._year, self._month, self._day)

    def isoformat(self):
        """Return string in ISO 8601 format, YYYY-MM-DD."""
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    def __str__(self):
        return self.isoformat()

    def ctime(self):
        """Return ctime() style string."""
        return "%s %s %2d 00:00:00 %04d" % (
            _DAY_NAMES[self.weekday()][:3], _MONTH_NAMES[self._month - 1][:3],
            self._day, self._year)

    def strftime(self, fmt):
        """format -> strftime() style string."""
        _check_format_arg(fmt, "strftime() argument 1")
        return _strftime(fmt, self.timetuple(), 0, None, None)

    def __format__(self, fmt):
        _check_format_arg(fmt, "__format__() argument 1")
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def timetuple(self):
        """Return time tuple, compatible with time.localtime()."""
        n = self.toordinal()
        y = self._year
        return _time.struct_time((y, self._month, self._day, 0, 0, 0, (n + 6) % 7,
                                  n - _year_start(y), -1))

    def toordinal(self):
        """Return proleptic Gregorian ordinal.  January 1 of year 1 is day 1."""
        return _ordinal(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        """Return date with new specified fields."""
        y = self._year if year is None else _int(year)
        m = self._month if month is None else _int(month)
        d = self._day if day is None else _int(day)
        _check_date(y, m, d)
        # CPython makes the copy without calling a subclass's constructor.
        new = object.__new__(type(self))
        new._year = y
        new._month = m
        new._day = d
        new._hashcode = -1
        return new

    def weekday(self):
        """Return the day of the week represented by the date.
Monday == 0 ... Sunday == 6"""
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        """Return the day of the week represented by the date.
Monday == 1 ... Sunday == 7"""
        return (self.toordinal() + 6) % 7 + 1

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and weekday."""
        n = self.toordinal()
        y = self._year
        start = _iso_week1(y)
        if n < start:
            y -= 1
            start = _iso_week1(y)
        else:
            following = _iso_week1(y + 1)
            if n >= following:
                y += 1
                start = following
        return IsoCalendarDate(y, (n - start) // 7 + 1, (n - start) % 7 + 1)

    # Comparisons: a date and a datetime are never equal and never ordered.

    def _cmp_ok(self, other):
        return isinstance(other, date) and not isinstance(other, datetime)

    def __eq__(self, other):
        if self._cmp_ok(other):
            return (self._year == other._year and self._month == other._month
                    and self._day == other._day)
        return NotImplemented

    def __ne__(self, other):
        if self._cmp_ok(other):
            return not (self._year == other._year and self._month == other._month
                        and self._day == other._day)
        return NotImplemented

    def __lt__(self, other):
        if self._cmp_ok(other):
            return self.toordinal() < other.toordinal()
        return NotImplemented

    def __le__(self, other):
        if self._cmp_ok(other):
            return self.toordinal() <= other.toordinal()
        return NotImplemented

    def __gt__(self, other):
        if self._cmp_ok(other):
            return self.toordinal() > other.toordinal()
        return NotImplemented

    def __ge__(self, other):
        if self._cmp_ok(other):
            return self.toordinal() >= other.toordinal()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._year, self._month, self._day))
        return self._hashcode

    # Arithmetic

    def __add__(self, other):
        if isinstance(other, timedelta):
            n = self.toordinal() + other._days
            if n < 1 or n > _MAXORDINAL:
                raise OverflowError("date value out of range")
            y, m, d = _from_ordinal(n)
            return _new_date(type(self), y, m, d)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            n = self.toordinal() - other._days
            if n < 1 or n > _MAXORDINAL:
                raise OverflowError("date value out of range")
            y, m, d = _from_ordinal(n)
            return _new_date(type(self), y, m, d)
        if isinstance(other, date) and not isinstance(other, datetime):
            return _td((self.toordinal() - other.toordinal()) * _US_PER_DAY)
        return NotImplemented

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day))


date.min = _new_date(date, 1, 1, 1)
date.max = _new_date(date, 9999, 12, 31)
date.resolution = _td(_US_PER_DAY)


# ---------------------------------------------------------------------------------------
# tzinfo and timezone

class tzinfo:
    """Abstract base class for time zone info objects."""

    __slots__ = ()

    def tzname(self, dt):
        """datetime -> string name of time zone."""
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        """datetime -> timedelta showing offset from UTC, negative values indicating West of UTC"""
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        """datetime -> DST offset as timedelta positive east of UTC."""
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        """datetime in UTC -> datetime in local time."""
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt._tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        off = _check_offset(self.utcoffset(dt), "utcoffset")
        if off is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        dst = _check_offset(self.dst(dt), "dst")
        if dst is None:
            raise ValueError("fromutc: non-None dst() result required")
        # Standard time is the offset less the DST part; the DST part is then read at
        # the standard-time result.
        std = off._us() - dst._us()
        if std:
            dt = dt._shift(std)
            dst = _check_offset(self.dst(dt), "dst")
            if dst is None:
                raise ValueError("fromutc: tz.dst() gave inconsistent results; "
                                 "cannot convert")
        return dt._shift(dst._us())

    def __reduce__(self):
        getinitargs = getattr(self, "__getinitargs__", None)
        args = getinitargs() if getinitargs else ()
        return (type(self), args)


def _offset_name(us):
    # timezone's default name: UTC, UTC+HH:MM[:SS[.ffffff]].
    if us == 0:
        return "UTC"
    return "UTC" + _format_offset(_td(us), ":")


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""

    __slots__ = ("_offset", "_name")

    def __new__(cls, offset, name=_MISSING):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s"
                            % _arg_type(offset))
        if name is _MISSING:
            name = None
            if offset._us() == 0:
                return _UTC
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s"
                            % _arg_type(name))
        return _new_timezone(offset, name)

    def __init_subclass__(cls, **kwargs):
        # CPython's timezone is no acceptable base type.
        raise TypeError("type 'datetime.timezone' is not an acceptable base type")

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is _UTC:
            return "datetime.timezone.utc"
        if self._name is None:
            return "datetime.timezone(%r)" % (self._offset,)
        return "datetime.timezone(%r, %r)" % (self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def _check_dt(self, dt, what):
        if dt is not None and not isinstance(dt, datetime):
            raise TypeError("%s(dt) argument must be a datetime instance or None, not %s"
                            % (what, _arg_type(dt)))

    def utcoffset(self, dt):
        """Return fixed offset."""
        self._check_dt(dt, "utcoffset")
        return self._offset

    def dst(self, dt):
        """Return None."""
        self._check_dt(dt, "dst")
        return None

    def tzname(self, dt):
        """If name is specified when timezone is created, returns the name.  Otherwise returns offset as 'UTC(+|-)HH:MM'."""
        self._check_dt(dt, "tzname")
        if self._name is not None:
            return self._name
        return _offset_name(self._offset._us())

    def fromutc(self, dt):
        """datetime in UTC -> datetime in local time."""
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt._tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return dt._shift(self._offset._us())

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    # A copy is made as pickling makes one, through the constructor (which gives
    # back timezone.utc itself for a zero offset without a name).
    def __copy__(self):
        return timezone(*self.__getinitargs__())

    def __deepcopy__(self, memo):
        return timezone(*self.__getinitargs__())


def _new_timezone(offset, name):
    us = offset._us()
    if not -_US_PER_DAY < us < _US_PER_DAY:
        raise ValueError("offset must be a timedelta strictly between "
                         "-timedelta(hours=24) and timedelta(hours=24), not %r."
                         % (offset,))
    self = object.__new__(timezone)
    self._offset = _td(us)
    self._name = name
    return self


_UTC = None
_UTC = _new_timezone(_td(0), None)
timezone.utc = _UTC
timezone.min = _new_timezone(_td(-(23 * 60 + 59) * 60000000), None)
timezone.max = _new_timezone(_td((23 * 60 + 59) * 60000000), None)
UTC = _UTC


# ---------------------------------------------------------------------------------------
# time

def _time_new(cls, h, mi, s, us, tz, fold):
    self = object.__new__(cls)
    self._hour = h
    self._minute = mi
    self._second = s
    self._microsecond = us
    self._tzinfo = tz
    self._fold = fold
    self._hashcode = -1
    return self


def _time_repr_args(h, mi, s, us, tz, fold):
    if us:
        text = "%d, %d, %d, %d" % (h, mi, s, us)
    elif s:
        text = "%d, %d, %d" % (h, mi, s)
    else:
        text = "%d, %d" % (h, mi)
    if tz is not None:
        text += ", tzinfo=%r" % (tz,)
    if fold:
        text += ", fold=1"
    return text


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object

All arguments are optional. tzinfo may be None, or an instance of
a tzinfo subclass. The remaining arguments may be ints.
"""

    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold",
                 "_hashcode")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour = _int(hour)
        minute = _int(minute)
        second = _int(second)
        microsecond = _int(microsecond)
        fold = _int(fold)
        _check_time(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        return _time_new(cls, hour, minute, second, microsecond, tzinfo, fold)

    @classmethod
    def fromisoformat(cls, time_string):
        """string -> time from a string in ISO 8601 format"""
        if not isinstance(time_string, str):
            raise TypeError("fromisoformat: argument must be str")
        text = time_string
        if text[:1] == "T":
            text = text[1:]
        parts = _parse_iso_time(text)
        if parts is None:
            raise ValueError("Invalid isoformat string: %r" % time_string)
        h, mi, s, us, tz = parts
        return cls(h, mi, s, us, tz)

    hour = _field("_hour", "datetime.time")

    minute = _field("_minute", "datetime.time")

    second = _field("_second", "datetime.time")

    microsecond = _field("_microsecond", "datetime.time")

    tzinfo = _field("_tzinfo", "datetime.time")

    fold = _field("_fold", "datetime.time")

    def utcoffset(self):
        """Return self.tzinfo.utcoffset(self)."""
        if self._tzinfo is None:
            return None
        return _check_offset(self._tzinfo.utcoffset(None), "utcoffset")

    def dst(self):
        """Return self.tzinfo.dst(self)."""
        if self._tzinfo is None:
            return None
        return _check_offset(self._tzinfo.dst(None), "dst")

    def tzname(self):
        """Return self.tzinfo.tzname(self)."""
        if self._tzinfo is None:
            return None
        return _check_tzname(self._tzinfo.tzname(None))

    def __repr__(self):
        return "%s(%s)" % (_tn(self), _time_repr_args(
            self._hour, self._minute, self._second, self._microsecond, self._tzinfo,
            self._fold))

    def isoformat(self, timespec="auto"):
        """Return string in ISO 8601 format, [HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM].

The optional argument timespec specifies the number of additional terms
of the time to include. Valid options are 'auto', 'hours', 'minutes',
'seconds', 'milliseconds' and 'microseconds'.
"""
        text = _format_time(self._hour, self._minute, self._second, self._microsecond,
                            timespec)
        return text + _format_offset(self.utcoffset(), ":")

    def __str__(self):
        return self.isoformat()

    def strftime(self, fmt):
        """format -> strftime() style string."""
        _check_format_arg(fmt, "strftime() argument 1")
        tt = _time.struct_time((1900, 1, 1, self._hour, self._minute, self._second, 0, 1,
                                -1))
        return _strftime(fmt, tt, self._microsecond, self._tzinfo, None)

    def __format__(self, fmt):
        _check_format_arg(fmt, "__format__() argument 1")
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        """Return time with new specified fields."""
        h = self._hour if hour is None else _int(hour)
        mi = self._minute if minute is None else _int(minute)
        s = self._second if second is None else _int(second)
        us = self._microsecond if microsecond is None else _int(microsecond)
        tz = self._tzinfo if tzinfo is True else tzinfo
        f = self._fold if fold is None else _int(fold)
        _check_time(h, mi, s, us, f)
        _check_tzinfo(tz)
        return _time_new(type(self), h, mi, s, us, tz, f)

    def _key(self, other, what, ordering):
        # The two times as comparable numbers (microseconds, less the offsets when
        # they differ), or None when one is naive and the other aware (unequal).
        a = ((self._hour * 60 + self._minute) * 60 + self._second) * 1000000 \
            + self._microsecond
        b = ((other._hour * 60 + other._minute) * 60 + other._second) * 1000000 \
            + other._microsecond
        if self._tzinfo is other._tzinfo:
            return a, b
        o1 = self.utcoffset()
        o2 = other.utcoffset()
        if o1 is None and o2 is None:
            return a, b
        if o1 is None or o2 is None:
            if ordering:
                raise TypeError("can't compare offset-naive and offset-aware " + what)
            return None
        return a - o1._us(), b - o2._us()

    def __eq__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        k = self._key(other, "times", False)
        return k is not None and k[0] == k[1]

    def __ne__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        k = self._key(other, "times", False)
        return k is None or k[0] != k[1]

    def __lt__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        a, b = self._key(other, "times", True)
        return a < b

    def __le__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        a, b = self._key(other, "times", True)
        return a <= b

    def __gt__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        a, b = self._key(other, "times", True)
        return a > b

    def __ge__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        a, b = self._key(other, "times", True)
        return a >= b

    def __hash__(self):
        if self._hashcode == -1:
            t = self
            if t._fold:
                t = t.replace(fold=0)
            off = t.utcoffset()
            if off is None:
                self._hashcode = hash((t._hour, t._minute, t._second, t._microsecond))
            else:
                us = ((t._hour * 60 + t._minute) * 60 + t._second) * 1000000 \
                    + t._microsecond - off._us()
                self._hashcode = hash(us)
        return self._hashcode

    def __bool__(self):
        return True

    def __reduce__(self):
        args = (self._hour, self._minute, self._second, self._microsecond)
        if self._tzinfo is not None:
            args += (self._tzinfo,)
        return (type(self), args)


time.min = _time_new(time, 0, 0, 0, 0, None, 0)
time.max = _time_new(time, 23, 59, 59, 999999, None, 0)
time.resolution = _td(1)


# ---------------------------------------------------------------------------------------
# datetime

def _dt_new(cls, y, m, d, h, mi, s, us, tz, fold):
    self = object.__new__(cls)
    self._year = y
    self._month = m
    self._day = d
    self._hour = h
    self._minute = mi
    self._second = s
    self._microsecond = us
    self._tzinfo = tz
    self._fold = fold
    self._hashcode = -1
    return self


def _dt_result(cls, y, m, d, h, mi, s, us, tz, fold):
    # A new datetime of class cls: a subclass's through its constructor, as CPython's.
    if cls is datetime:
        return _dt_new(datetime, y, m, d, h, mi, s, us, tz, fold)
    if fold:
        return cls(y, m, d, h, mi, s, us, tz, fold=1)
    return cls(y, m, d, h, mi, s, us, tz)


def _local_seconds(u):
    # The local wall time of timestamp u as seconds since 1970-01-01 read as UTC.
    tm = _time.localtime(u)
    if tm[0] < MINYEAR or tm[0] > MAXYEAR:
        # CPython's probes refuse it too (a day past datetime.min, say).
        raise ValueError("year %d is out of range" % tm[0])
    return ((_ordinal(tm[0], tm[1], tm[2]) - _EPOCH_ORDINAL) * 86400
            + tm[3] * 3600 + tm[4] * 60 + tm[5])


def _split_timestamp(t):
    # Whole seconds and microseconds of timestamp t (a float rounded half to even).
    if isinstance(t, float):
        if t != t:
            raise ValueError("Invalid value NaN (not a number)")
        frac, whole = _math.modf(t)
        us = round(frac * 1e6)
        if us >= 1000000:
            us -= 1000000
            whole += 1.0
        elif us < 0:
            us += 1000000
            whole -= 1.0
        if not -9223372036854775808.0 <= whole < 9223372036854775808.0:
            raise OverflowError("timestamp out of range for platform time_t")
        return int(whole), int(us)
    return _timestamp_int(t), 0


def _utc_fields(secs):
    days, rest = divmod(secs, 86400)
    y, m, d = _from_ordinal(days + _EPOCH_ORDINAL)
    h, rest = divmod(rest, 3600)
    mi, s = divmod(rest, 60)
    return y, m, d, h, mi, s


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])

The year, month and day arguments are required. tzinfo may be None, or an
instance of a tzinfo subclass. The remaining arguments may be ints.
"""

    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold")

    def __new__(cls, year=_MISSING, month=_MISSING, day=_MISSING, hour=0, minute=0,
                second=0, microsecond=0, tzinfo=None, *, fold=0):
        year = _required(year, "year", 1)
        month = _required(month, "month", 2)
        day = _required(day, "day", 3)
        hour = _int(hour)
        minute = _int(minute)
        second = _int(second)
        microsecond = _int(microsecond)
        fold = _int(fold)
        _check_date(year, month, day)
        _check_time(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        return _dt_new(cls, year, month, day, hour, minute, second, microsecond, tzinfo,
                       fold)

    # Fields (the date's are inherited)

    hour = _field("_hour", "datetime.datetime")

    minute = _field("_minute", "datetime.datetime")

    second = _field("_second", "datetime.datetime")

    microsecond = _field("_microsecond", "datetime.datetime")

    tzinfo = _field("_tzinfo", "datetime.datetime")

    fold = _field("_fold", "datetime.datetime")

    # Other constructors

    @classmethod
    def _from_timestamp(cls, secs, us, tz, utc):
        if utc or tz is not None:
            y, m, d, h, mi, s = _utc_fields(secs)
            _check_date(y, m, d)
            fold = 0
        else:
            tm = _time.localtime(secs)
            y, m, d, h, mi, s = tm[0], tm[1], tm[2], tm[3], tm[4], tm[5]
            _check_date(y, m, d)
            # A wall time that also occurred a while earlier (a clock set back) is the
            # second occurrence: probe a day back for a transition, and see whether
            # the same wall time was shown before it.
            fold = 0
            wall = ((_ordinal(y, m, d) - _EPOCH_ORDINAL) * 86400 + h * 3600 + mi * 60
                    + s)
            shift = wall - _local_seconds(secs - 86400) - 86400
            if shift < 0 and _local_seconds(secs + shift) == wall:
                fold = 1
        if s > 59:
            s = 59  # a leap second, as CPython reads it
        result = _dt_result(cls, y, m, d, h, mi, s, us, tz, fold)
        if tz is not None:
            result = tz.fromutc(result)
        return result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        """timestamp[, tz] -> tz's local time from POSIX timestamp."""
        _check_tzinfo(tz)
        secs, us = _split_timestamp(t)
        return cls._from_timestamp(secs, us, tz, False)

    @classmethod
    def utcfromtimestamp(cls, t):
        """Construct a naive UTC datetime from a POSIX timestamp."""
        secs, us = _split_timestamp(t)
        return cls._from_timestamp(secs, us, None, True)

    @classmethod
    def now(cls, tz=None):
        """Returns new datetime object representing current time local to tz.

  tz
    Timezone object.

If no tz is specified, uses local timezone."""
        _check_tzinfo(tz)
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        """Return a new datetime representing UTC day and time."""
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        """date, time -> datetime with same date and time fields"""
        if not isinstance(date, _date_class):
            raise TypeError("combine() argument 1 must be datetime.date, not %s"
                            % _arg_type(date))
        if not isinstance(time, _time_class):
            raise TypeError("combine() argument 2 must be datetime.time, not %s"
                            % _arg_type(time))
        if tzinfo is True:
            tzinfo = time._tzinfo
        _check_tzinfo(tzinfo)
        return _dt_result(cls, date._year, date._month, date._day, time._hour,
                          time._minute, time._second, time._microsecond, tzinfo,
                          time._fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """string -> datetime from a string in most ISO 8601 formats"""
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        text = date_string
        sep = _iso_separator(text)
        ymd = None
        if sep > 0:
            ymd = _parse_iso_date(text[:sep])
        parts = (0, 0, 0, 0, None)
        if ymd is not None and len(text) > sep:
            parts = _parse_iso_time(text[sep + 1:])
        if ymd is None or parts is None:
            raise ValueError("Invalid isoformat string: %r" % date_string)
        h, mi, s, us, tz = parts
        return cls(ymd[0], ymd[1], ymd[2], h, mi, s, us, tz)

    @classmethod
    def strptime(cls, date_string, format):
        """string, format -> new datetime parsed from a string (like time.strptime())."""
        if not isinstance(date_string, str):
            raise TypeError("strptime() argument 1 must be str, not %s"
                            % _arg_type(date_string))
        if not isinstance(format, str):
            raise TypeError("strptime() argument 2 must be str, not %s"
                            % _arg_type(format))
        return _strptime(cls, date_string, format)

    # Offsets

    def utcoffset(self):
        """Return self.tzinfo.utcoffset(self)."""
        if self._tzinfo is None:
            return None
        return _check_offset(self._tzinfo.utcoffset(self), "utcoffset")

    def dst(self):
        """Return self.tzinfo.dst(self)."""
        if self._tzinfo is None:
            return None
        return _check_offset(self._tzinfo.dst(self), "dst")

    def tzname(self):
        """Return self.tzinfo.tzname(self)."""
        if self._tzinfo is None:
            return None
        return _check_tzname(self._tzinfo.tzname(self))

    # Conversions

    def __repr__(self):
        # A datetime names its fold before its tzinfo (a time after it), as CPython.
        text = _time_repr_args(self._hour, self._minute, self._second, self._microsecond,
                               None, self._fold)
        if self._tzinfo is not None:
            text += ", tzinfo=%r" % (self._tzinfo,)
        return "%s(%d, %d, %d, %s)" % (_tn(self), self._year, self._month, self._day, text)

    def isoformat(self, sep="T", timespec="auto"):
        """[sep] -> string in ISO 8601 format, YYYY-MM-DDT[HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM].
sep is used to separate the year from the time, and defaults to 'T'.
The optional argument timespec specifies the number of additional terms
of the time to include. Valid options are 'auto', 'hours', 'minutes',
'seconds', 'milliseconds' and 'microseconds'.
"""
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError("isoformat() argument 1 must be a unicode character, not %s"
                            % _arg_type(sep))
        text = "%04d-%02d-%02d%s%s" % (
            self._year, self._month, self._day, sep,
            _format_time(self._hour, self._minute, self._second, self._microsecond,
                         timespec))
        return text + _format_offset(self.utcoffset(), ":")

    def __str__(self):
        return self.isoformat(" ")

    def ctime(self):
        """Return ctime() style string."""
        return "%s %s %2d %02d:%02d:%02d %04d" % (
            _DAY_NAMES[self.weekday()][:3], _MONTH_NAMES[self._month - 1][:3],
            self._day, self._hour, self._minute, self._second, self._year)

    def strftime(self, fmt):
        """format -> strftime() style string."""
        _check_format_arg(fmt, "strftime() argument 1")
        return _strftime(fmt, self.timetuple(), self._microsecond, self._tzinfo, self)

    def timetuple(self):
        """Return time tuple, compatible with time.localtime()."""
        dst = self.dst()
        flag = -1 if dst is None else (1 if dst else 0)
        n = self.toordinal()
        return _time.struct_time((self._year, self._month, self._day, self._hour,
                                  self._minute, self._second, (n + 6) % 7,
                                  n - _year_start(self._year), flag))

    def utctimetuple(self):
        """Return UTC time tuple, compatible with time.localtime()."""
        off = self.utcoffset()
        t = self
        if off is not None and off._us():
            total = t._total_us() - off._us()
            n, rest = divmod(total, _US_PER_DAY)
            if n < 1 or n > _MAXORDINAL:
                raise OverflowError("date value out of range")
            y, m, d = _from_ordinal(n)
            rest //= 1000000
            h, rest = divmod(rest, 3600)
            mi, s = divmod(rest, 60)
        else:
            y, m, d, h, mi, s = (t._year, t._month, t._day, t._hour, t._minute,
                                 t._second)
        n = _ordinal(y, m, d)
        return _time.struct_time((y, m, d, h, mi, s, (n + 6) % 7, n - _year_start(y),
                                  0))

    def date(self):
        """Return date object with same year, month and day."""
        return _new_date(date, self._year, self._month, self._day)

    def time(self):
        """Return time object with same time but with tzinfo=None."""
        return _time_new(_time_class, self._hour, self._minute, self._second,
                         self._microsecond, None, self._fold)

    def timetz(self):
        """Return time object with same time and tzinfo."""
        return _time_new(_time_class, self._hour, self._minute, self._second,
                         self._microsecond, self._tzinfo, self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None,
                second=None, microsecond=None, tzinfo=True, *, fold=None):
        """Return datetime with new specified fields."""
        y = self._year if year is None else _int(year)
        m = self._month if month is None else _int(month)
        d = self._day if day is None else _int(day)
        h = self._hour if hour is None else _int(hour)
        mi = self._minute if minute is None else _int(minute)
        s = self._second if second is None else _int(second)
        us = self._microsecond if microsecond is None else _int(microsecond)
        tz = self._tzinfo if tzinfo is True else tzinfo
        f = self._fold if fold is None else _int(fold)
        _check_date(y, m, d)
        _check_time(h, mi, s, us, f)
        _check_tzinfo(tz)
        return _dt_new(type(self), y, m, d, h, mi, s, us, tz, f)

    def _total_us(self):
        # Microseconds since 0001-01-01 00:00 minus a day (ordinal days), naive.
        return ((self.toordinal() * 86400 + self._hour * 3600 + self._minute * 60
                 + self._second) * 1000000 + self._microsecond)

    def _shift(self, us):
        # self + us microseconds, keeping tzinfo; fold 0. A result in the same month
        # (most steps) needs no ordinal.
        days, rest = divmod(((self._hour * 60 + self._minute) * 60 + self._second)
                            * 1000000 + self._microsecond + us, _US_PER_DAY)
        d = self._day + days
        if 1 <= d <= 28:
            y = self._year
            m = self._month
        else:
            n = self.toordinal() + days
            if n < 1 or n > _MAXORDINAL:
                raise OverflowError("date value out of range")
            y, m, d = _from_ordinal(n)
        s, us = divmod(rest, 1000000)
        h, s = divmod(s, 3600)
        mi, s = divmod(s, 60)
        return _dt_result(type(self), y, m, d, h, mi, s, us, self._tzinfo, 0)

    def _local_timestamp(self):
        # The timestamp of this naive local time: the offset of a first guess is
        # corrected once; the fold picks between two solutions (a clock set back),
        # and a time in a gap (a clock set forward) maps past it (fold 0) or before
        # it (fold 1), as CPython's local_to_seconds.
        t = (self.toordinal() - _EPOCH_ORDINAL) * 86400 + self._hour * 3600 \
            + self._minute * 60 + self._second
        a = _local_seconds(t) - t
        u1 = t - a
        t1 = _local_seconds(u1)
        if t1 == t:
            other = u1 + (86400 if self._fold else -86400)
            b = _local_seconds(other) - other
            if a == b:
                return u1
        else:
            b = t1 - u1
        u2 = t - b
        if _local_seconds(u2) == t:
            return u2
        if t1 == t:
            return u1
        if self._fold:
            return min(u1, u2)
        return max(u1, u2)

    def timestamp(self):
        """Return POSIX timestamp as float."""
        off = self.utcoffset()
        if off is None:
            return self._local_timestamp() + self._microsecond / 1e6
        us = self._total_us() - off._us() - _EPOCH_ORDINAL * _US_PER_DAY
        return us / 1000000

    def _local_zone(self):
        # The system's zone at this time, as a fixed-offset timezone named as
        # localtime names it.
        if self._tzinfo is None:
            ts = self._local_timestamp()
        else:
            ts = (self._total_us() - self.utcoffset()._us()) // 1000000 \
                - _EPOCH_ORDINAL * 86400
        tm = _time.localtime(ts)
        return timezone(_td(tm.tm_gmtoff * 1000000), tm.tm_zone)

    def astimezone(self, tz=None):
        """tz -> convert to local time in new timezone tz"""
        if tz is not None and not isinstance(tz, tzinfo):
            raise TypeError("tzinfo argument must be None or of a tzinfo subclass, "
                            "not type '%s'" % type(tz).__name__)
        mine = self._tzinfo
        if mine is None:
            mine = self._local_zone()
            off = mine.utcoffset(self)
        else:
            off = self.utcoffset()
            if off is None:
                mine = self.replace(tzinfo=None)._local_zone()
                off = mine.utcoffset(self)
        if tz is mine:
            return self
        utc = self._shift(-off._us())
        if tz is None:
            # The local zone at the UTC result (CPython's order: in a gap, self's own
            # offset and the result's differ).
            tm = _time.localtime(utc._total_us() // 1000000 - _EPOCH_ORDINAL * 86400)
            tz = timezone(_td(tm.tm_gmtoff * 1000000), tm.tm_zone)
        utc = _dt_new(type(utc), utc._year, utc._month, utc._day, utc._hour, utc._minute,
                      utc._second, utc._microsecond, tz, 0)
        return tz.fromutc(utc)

    # Comparisons

    def _keys(self, other, ordering):
        # The two datetimes as comparable numbers, or None for unequal (naive against
        # aware, or a time whose offset depends on its fold).
        a = self._total_us()
        b = other._total_us()
        if self._tzinfo is other._tzinfo:
            return a, b
        o1 = self.utcoffset()
        o2 = other.utcoffset()
        if o1 is None and o2 is None:
            return a, b
        if o1 is None or o2 is None:
            if ordering:
                raise TypeError("can't compare offset-naive and offset-aware datetimes")
            return None
        if not ordering and (_fold_matters(self, o1) or _fold_matters(other, o2)):
            return None
        return a - o1._us(), b - o2._us()

    def _other(self, other, ordering):
        if isinstance(other, datetime):
            return True
        if isinstance(other, date) and ordering:
            raise TypeError("can't compare %s to %s" % (_tn(self), _tn(other)))
        return False

    def __eq__(self, other):
        if not isinstance(other, datetime):
            if isinstance(other, date):
                return False
            return NotImplemented
        k = self._keys(other, False)
        return k is not None and k[0] == k[1]

    def __ne__(self, other):
        if not isinstance(other, datetime):
            if isinstance(other, date):
                return True
            return NotImplemented
        k = self._keys(other, False)
        return k is None or k[0] != k[1]

    def __lt__(self, other):
        if not self._other(other, True):
            return NotImplemented
        a, b = self._keys(other, True)
        return a < b

    def __le__(self, other):
        if not self._other(other, True):
            return NotImplemented
        a, b = self._keys(other, True)
        return a <= b

    def __gt__(self, other):
        if not self._other(other, True):
            return NotImplemented
        a, b = self._keys(other, True)
        return a > b

    def __ge__(self, other):
        if not self._other(other, True):
            return NotImplemented
        a, b = self._keys(other, True)
        return a >= b

    def __hash__(self):
        if self._hashcode == -1:
            t = self
            if t._fold:
                t = t.replace(fold=0)
            off = t.utcoffset()
            if off is None:
                self._hashcode = hash((t._year, t._month, t._day, t._hour, t._minute,
                                       t._second, t._microsecond))
            else:
                self._hashcode = hash(t._total_us() - off._us())
        return self._hashcode

    # Arithmetic

    def __add__(self, other):
        if isinstance(other, timedelta):
            return self._shift(other._us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self._shift(-other._us())
        if not isinstance(other, datetime):
            return NotImplemented
        a = self._total_us()
        b = other._total_us()
        if self._tzinfo is not other._tzinfo:
            o1 = self.utcoffset()
            o2 = other.utcoffset()
            if (o1 is None) != (o2 is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            if o1 is not None:
                a -= o1._us()
                b -= o2._us()
        return _td(a - b)

    def __reduce__(self):
        args = (self._year, self._month, self._day, self._hour, self._minute,
                self._second, self._microsecond)
        if self._tzinfo is not None:
            args += (self._tzinfo,)
        return (type(self), args)


def _fold_matters(dt, off):
    # Whether dt's offset changes with its fold (CPython's pep495_eq_exception).
    flipped = _dt_new(type(dt), dt._year, dt._month, dt._day, dt._hour, dt._minute,
                      dt._second, dt._microsecond, dt._tzinfo, 1 - dt._fold)
    return flipped.utcoffset() != off


_date_class = date
_time_class = time

datetime.min = _dt_new(datetime, 1, 1, 1, 0, 0, 0, 0, None, 0)
datetime.max = _dt_new(datetime, 9999, 12, 31, 23, 59, 59, 999999, None, 0)
datetime.resolution = _td(1)


# ---------------------------------------------------------------------------------------
# ISO 8601 text

def _digits(s, i, n):
    # The int of the n digits of s at i, or None.
    if i + n > len(s):
        return None
    v = 0
    for k in range(i, i + n):
        c = s[k]
        if c < "0" or c > "9":
            return None
        v = v * 10 + ord(c) - 48
    return v


def _parse_iso_date(s):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D], YYYYWww[D] -> (y, m, d); None if malformed.
    # Out-of-range fields are left to the constructor's checks (its messages).
    y = _digits(s, 0, 4)
    if y is None:
        return None
    i = 4
    dash = s[i:i + 1] == "-"
    if dash:
        i += 1
    if s[i:i + 1] == "W":
        i += 1
        w = _digits(s, i, 2)
        if w is None:
            return None
        i += 2
        d = 1
        if i < len(s):
            if dash:
                if s[i] != "-":
                    return None
                i += 1
            d = _digits(s, i, 1)
            if d is None:
                return None
            i += 1
        if i != len(s):
            return None
        try:
            return _ymd_from_iso(y, w, d)
        except ValueError:
            return None
    m = _digits(s, i, 2)
    if m is None:
        return None
    i += 2
    if dash:
        if s[i:i + 1] != "-":
            return None
        i += 1
    d = _digits(s, i, 2)
    if d is None or i + 2 != len(s):
        return None
    return y, m, d


def _iso_separator(s):
    # Where the date part of an ISO datetime ends (CPython 3.11's reading of the
    # ambiguous lengths of week dates and basic formats).
    n = len(s)
    if n < 7:
        return -1
    if n == 7:
        return 7
    if s[4] == "-":
        if s[5] == "W":
            if n < 8:
                return -1
            if n > 8 and s[8] == "-":
                if n == 9:
                    return -1
                if n > 10 and "0" <= s[10] <= "9":
                    return 8
                return 10
            return 8
        return 10
    if s[4] == "W":
        i = 7
        while i < n and "0" <= s[i] <= "9":
            i += 1
        if i < 9:
            return i
        return 7 if i % 2 == 0 else 8
    return 8


def _parse_hms(s, i, end):
    # HH[:MM[:SS[.f+]]] or HH[MM[SS[.f+]]] in s[i:end] -> [h, m, s, us]; None if bad.
    fields = [0, 0, 0, 0]
    colons = None
    for k in range(3):
        v = _digits(s, i, 2)
        if v is None or i + 2 > end:
            return None
        fields[k] = v
        i += 2
        if i == end:
            return fields
        c = s[i]
        if k < 2 and c == ":":
            if colons is False:
                return None
            colons = True
            i += 1
        elif k < 2 and "0" <= c <= "9":
            if colons:
                return None
            colons = False
        elif k == 2 and (c == "." or c == ","):
            i += 1
            break
        else:
            return None
    else:
        return None
    # The fraction: its first six digits count, later ones are dropped.
    start = i
    while i < end and "0" <= s[i] <= "9":
        i += 1
    if i == start or i != end:
        return None
    frac = s[start:min(i, start + 6)]
    fields[3] = int(frac + "0" * (6 - len(frac)))
    return fields


def _parse_iso_time(s):
    # The time part, with an optional offset (+HH[:MM[:SS[.f]]], -..., Z) ->
    # (h, m, s, us, tzinfo); None if malformed.
    n = len(s)
    tz_at = n
    for k in range(n):
        if s[k] in "+-Z":
            tz_at = k
            break
    hms = _parse_hms(s, 0, tz_at)
    if hms is None:
        return None
    tz = None
    if tz_at < n:
        if s[tz_at] == "Z":
            if tz_at + 1 != n:
                return None
            tz = _UTC
        else:
            off = _parse_hms(s, tz_at + 1, n)
            if off is None:
                return None
            secs = off[0] * 3600 + off[1] * 60 + off[2]
            if secs == 0:
                tz = _UTC
            else:
                us = secs * 1000000 + off[3]
                if s[tz_at] == "-":
                    us = -us
                tz = _new_timezone(_td(us), None)
    return hms[0], hms[1], hms[2], hms[3], tz


# ---------------------------------------------------------------------------------------
# strptime: CPython's `_strptime` directives in the C locale

_DIGIT = "0123456789"


def _alternatives(spec):
    # A directive's regular expression as CPython's `_strptime` writes it, limited to
    # alternations of character classes: "3[01]|[12]\d" -> [["3", "01"], ["12", digits]].
    alts = []
    for alt in spec.split("|"):
        seq = []
        i = 0
        while i < len(alt):
            c = alt[i]
            if c == "\\":
                seq.append(_DIGIT)
                i += 2
            elif c == "[":
                j = alt.index("]", i)
                body = alt[i + 1:j]
                chars = ""
                k = 0
                while k < len(body):
                    if k + 2 < len(body) and body[k + 1] == "-":
                        chars += "".join(chr(x) for x in range(ord(body[k]),
                                                               ord(body[k + 2]) + 1))
                        k += 3
                    else:
                        chars += body[k]
                        k += 1
                seq.append(chars)
                i = j + 1
            else:
                seq.append(c)
                i += 1
        alts.append(seq)
    return alts


_PATTERNS = {
    "d": r"3[01]|[12]\d|0[1-9]|[1-9]| [1-9]",
    "H": r"2[0-3]|[0-1]\d|\d",
    "I": r"1[0-2]|0[1-9]|[1-9]",
    "G": r"\d\d\d\d",
    "j": r"36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9]",
    "m": r"1[0-2]|0[1-9]|[1-9]",
    "M": r"[0-5]\d|\d",
    "S": r"6[0-1]|[0-5]\d|\d",
    "U": r"5[0-3]|[0-4]\d|\d",
    "w": r"[0-6]",
    "u": r"[1-7]",
    "V": r"5[0-3]|0[1-9]|[1-4]\d|\d",
    "y": r"\d\d",
    "Y": r"\d\d\d\d",
}
_COMPILED = {}


def _names(seq):
    # An alternation of names, longest first (as `_strptime` sorts them).
    return sorted([x.lower() for x in seq if x], key=len, reverse=True)


_NAME_LISTS = {
    "a": _names([d[:3] for d in _DAY_NAMES]),
    "A": _names(_DAY_NAMES),
    "b": _names([m[:3] for m in _MONTH_NAMES]),
    "B": _names(_MONTH_NAMES),
    "p": ["am", "pm"],
}


def _zone_names():
    names = ["utc", "gmt", _time.tzname[0].lower()]
    if _time.daylight:
        names.append(_time.tzname[1].lower())
    unique = []
    for n in names:
        if n and n not in unique:
            unique.append(n)
    return sorted(unique, key=len, reverse=True)


def _ends(d, s, i):
    # Where directive d matching s at i may end, in the order the regular expression
    # would try them.
    if d in _NAME_LISTS or d == "Z":
        names = _NAME_LISTS[d] if d != "Z" else _zone_names()
        out = []
        for name in names:
            if s[i:i + len(name)].lower() == name:
                out.append(i + len(name))
        return out
    if d == "f":
        k = i
        while k < len(s) and k - i < 6 and s[k] in _DIGIT:
            k += 1
        return list(range(k, i, -1))
    if d == "z":
        return _z_ends(s, i)
    alts = _COMPILED.get(d)
    if alts is None:
        alts = _alternatives(_PATTERNS["U" if d == "W" else d])
        _COMPILED[d] = alts
    out = []
    for seq in alts:
        n = len(seq)
        if i + n > len(s):
            continue
        ok = True
        for k in range(n):
            if s[i + k] not in seq[k]:
                ok = False
                break
        if ok:
            out.append(i + n)
    return out


def _z_ends(s, i):
    # [+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)? or a capital Z.
    out = []
    n = len(s)

    def digits2(k, first):
        return k + 2 <= n and s[k] in first and s[k + 1] in _DIGIT

    if i < n and s[i] in "+-" and digits2(i + 1, _DIGIT):
        k = i + 3
        if k < n and s[k] == ":":
            k += 1
        if digits2(k, "012345"):
            k += 2
            j = k
            if j < n and s[j] == ":":
                j += 1
            if digits2(j, "012345"):
                j += 2
                if j < n and s[j] == ".":
                    f = j + 1
                    while f < n and f - j <= 6 and s[f] in _DIGIT:
                        f += 1
                    out.extend(range(f, j + 1, -1))
                out.append(j)
            out.append(k)
    if i < n and s[i] == "Z":
        out.append(i + 1)
    return out


_SPECIAL = ".^$*+?{}[]\\|()"
_EXPANSIONS = {"c": "%a %b %d %H:%M:%S %Y", "x": "%m/%d/%y", "X": "%H:%M:%S"}
_DIRECTIVES = "aAbBdfGHIjmMpSuUVwWyYzZ"


def _compile_format(fmt):
    # The format as tokens: ("d", directive), ("s",) for a run of whitespace (one or
    # more), (char,) for a literal; CPython's errors for bad directives.
    tokens = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c == "%":
            if i + 1 >= n:
                raise ValueError("stray %% in format '%s'" % fmt)
            d = fmt[i + 1]
            i += 2
            if d == "%":
                tokens.append(("%",))
            elif d in _EXPANSIONS:
                tokens.extend(_compile_format(_EXPANSIONS[d]))
            elif d in _DIRECTIVES:
                tokens.append(("d", d))
            else:
                # `_strptime` escapes the format's regex characters and whitespace
                # before it reads directives, so those show as a backslash, which it
                # reports as '%'.
                bad = "%" if (d in _SPECIAL or d.isspace()) else d
                raise ValueError("'%s' is a bad directive in format '%s'" % (bad, fmt))
        elif c.isspace():
            while i < n and fmt[i].isspace():
                i += 1
            tokens.append(("s",))
        else:
            tokens.append((c,))
            i += 1
    return tokens


def _match(tokens, t, s, i, found):
    # The first match of tokens[t:] at s[i:] in a regular expression's order (the end
    # need not be reached), recording directives in found; its end or -1.
    if t == len(tokens):
        return i
    tok = tokens[t]
    if len(tok) == 1:
        if tok[0] == "s":
            k = i
            while k < len(s) and s[k].isspace():
                k += 1
            while k > i:
                end = _match(tokens, t + 1, s, k, found)
                if end >= 0:
                    return end
                k -= 1
            return -1
        if i < len(s) and (s[i] == tok[0] or s[i].lower() == tok[0].lower()):
            return _match(tokens, t + 1, s, i + 1, found)
        return -1
    d = tok[1]
    for k in _ends(d, s, i):
        found[d] = s[i:k]
        end = _match(tokens, t + 1, s, k, found)
        if end >= 0:
            return end
    found.pop(d, None)
    return -1


def _julian_from_week(year, week, weekday, monday_first):
    # Day of the year of a week number (%U: weeks from the first Sunday, %W: from the
    # first Monday; days before it are week 0) and weekday (Monday 0).
    first = (_ordinal(year, 1, 1) + 6) % 7
    if not monday_first:
        first = (first + 1) % 7
        weekday = (weekday + 1) % 7
    if week == 0:
        return 1 + weekday - first
    return 1 + (7 - first) % 7 + 7 * (week - 1) + weekday


def _strptime(cls, s, fmt):
    tokens = _compile_format(fmt)
    found = {}
    end = _match(tokens, 0, s, 0, found)
    if end < 0:
        raise ValueError("time data %r does not match format %r" % (s, fmt))
    if end != len(s):
        raise ValueError("unconverted data remains: %s" % s[end:])
    year = None
    month = day = 1
    hour = minute = second = fraction = 0
    gmtoff = None
    gmtoff_us = 0
    iso_year = iso_week = week = julian = weekday = None
    monday_first = False
    for d in found:
        v = found[d]
        if d == "y":
            year = int(v)
            year += 2000 if year <= 68 else 1900
        elif d == "Y":
            year = int(v)
        elif d == "G":
            iso_year = int(v)
        elif d == "m":
            month = int(v)
        elif d == "B":
            month = [m.lower() for m in _MONTH_NAMES].index(v.lower()) + 1
        elif d == "b":
            month = [m[:3].lower() for m in _MONTH_NAMES].index(v.lower()) + 1
        elif d == "d":
            day = int(v)
        elif d == "H":
            hour = int(v)
        elif d == "I":
            hour = int(v)
            ampm = found.get("p", "").lower()
            if ampm in ("", "am"):
                if hour == 12:
                    hour = 0
            elif hour != 12:
                hour += 12
        elif d == "M":
            minute = int(v)
        elif d == "S":
            second = int(v)
        elif d == "f":
            fraction = int(v + "0" * (6 - len(v)))
        elif d == "A":
            weekday = [x.lower() for x in _DAY_NAMES].index(v.lower())
        elif d == "a":
            weekday = [x[:3].lower() for x in _DAY_NAMES].index(v.lower())
        elif d == "w":
            weekday = (int(v) + 6) % 7
        elif d == "u":
            weekday = int(v) - 1
        elif d == "j":
            julian = int(v)
        elif d == "U" or d == "W":
            week = int(v)
            monday_first = d == "W"
        elif d == "V":
            iso_week = int(v)
        elif d == "z":
            if v == "Z":
                gmtoff = 0
            else:
                z = v
                if z[3] == ":":
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ":":
                            raise ValueError("Inconsistent use of : in %s" % v)
                        z = z[:5] + z[6:]
                secs = int(z[1:3]) * 3600 + int(z[3:5]) * 60 + int(z[5:7] or 0)
                frac = z[8:]
                us = int(frac + "0" * (6 - len(frac))) if frac else 0
                if z[0] == "-":
                    secs = -secs
                    us = -us
                gmtoff = secs
                gmtoff_us = us
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week "
                             "directive '%V' and a weekday directive ('%A', '%a', '%w', "
                             "or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO "
                             "year directive '%G'. Use '%Y' instead.")
    elif week is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year "
                             "directive '%G' and a weekday directive ('%A', '%a', '%w', "
                             "or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the year directive "
                         "'%Y'. Use the ISO year '%G' instead.")
    leap_fix = False
    if year is None:
        # February 29th without a year is read in a leap year, then reported in 1900
        # (which has none), as CPython does.
        if month == 2 and day == 29:
            year = 1904
            leap_fix = True
        else:
            year = 1900
    if julian is None and weekday is not None:
        if week is not None:
            julian = _julian_from_week(year, week, weekday, monday_first)
        elif iso_year is not None and iso_week is not None:
            n = _iso_week1(iso_year) + (iso_week - 1) * 7 + weekday
            year = _from_ordinal(n)[0] if n >= 1 else iso_year - 1
            julian = n - _year_start(year)
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if _leap(year) else 365
    if julian is not None:
        n = _year_start(year) + julian
        if n < 1 or n > _MAXORDINAL:
            raise ValueError("year %d is out of range" % _from_ordinal(n)[0])
        year, month, day = _from_ordinal(n)
    if leap_fix:
        year = 1900
    if gmtoff is not None:
        delta = timedelta(seconds=gmtoff, microseconds=gmtoff_us)
        name = found.get("Z")
        if name:
            tz = timezone(delta, name)
        else:
            tz = timezone(delta)
        return cls(year, month, day, hour, minute, second, fraction, tz)
    return cls(year, month, day, hour, minute, second, fraction)
