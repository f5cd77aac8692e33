# datetime.timezone (fixed offsets, names, utc, limits) and tzinfo subclasses: a zone
# with daylight saving time whose fromutc sets fold, the default fromutc, astimezone
# between zones, comparisons of ambiguous times, and the errors of bad offsets.
import datetime as dt
from datetime import datetime, timedelta, timezone, tzinfo


def t(f, *args):
    try:
        print(repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)


print(repr(timezone.utc), repr(dt.UTC), dt.UTC is timezone.utc, str(timezone.utc))
print(repr(timezone.min), repr(timezone.max), timezone.min, timezone.max)
for off in [timedelta(0), timedelta(hours=1), timedelta(hours=-5, minutes=-30),
            timedelta(seconds=3601), timedelta(microseconds=1), -timedelta(hours=5, seconds=5, microseconds=7),
            timedelta(hours=23, minutes=59, seconds=59, microseconds=999999)]:
    z = timezone(off)
    print(repr(z), str(z), z.tzname(None), z.utcoffset(None), z.dst(None), z is timezone.utc)
print(repr(timezone(timedelta(hours=1), "CET")), timezone(timedelta(hours=1), "CET"),
      repr(timezone(timedelta(0), "Z")), timezone(timedelta(0), "Z") is timezone.utc)
t(timezone, timedelta(1))
t(timezone, -timedelta(1))
t(timezone, 1)
t(timezone, timedelta(hours=1), 1)
print(timezone.utc == timezone(timedelta(0), "Z"), timezone(timedelta(hours=1), "A") == timezone(timedelta(hours=1), "B"),
      timezone.utc == 0, hash(timezone(timedelta(hours=1), "A")) == hash(timezone(timedelta(hours=1))))
t(timezone.utc.utcoffset, 1)
t(timezone.utc.fromutc, datetime(2024, 1, 1))
t(timezone.utc.fromutc, 1)
p1 = timezone(timedelta(hours=1))
print(repr(p1.fromutc(datetime(2024, 1, 1, tzinfo=p1))))
try:
    class Sub(timezone):
        pass
except TypeError as e:
    print("TypeError", e)

ZERO = timedelta(0)
HOUR = timedelta(hours=1)


def first_sunday(d):
    return d + timedelta(6 - d.weekday())


class Eastern(tzinfo):
    def __repr__(self):
        return "Eastern()"

    def utcoffset(self, d):
        return timedelta(hours=-5) + self.dst(d)

    def tzname(self, d):
        return "EDT" if self.dst(d) else "EST"

    def dst(self, d):
        if d is None or d.tzinfo is None:
            return ZERO
        start = first_sunday(datetime(d.year, 3, 8, 2))
        end = first_sunday(datetime(d.year, 11, 1, 1))
        d = d.replace(tzinfo=None)
        if start + HOUR <= d < end - HOUR:
            return HOUR
        if end - HOUR <= d < end:
            return ZERO if d.fold else HOUR
        if start <= d < start + HOUR:
            return HOUR if d.fold else ZERO
        return ZERO

    def fromutc(self, d):
        start = first_sunday(datetime(d.year, 3, 8, 2)) + timedelta(hours=5)
        end = first_sunday(datetime(d.year, 11, 1, 1)) + timedelta(hours=4)
        d += timedelta(hours=-5)
        if start <= d.replace(tzinfo=None) < end:
            return d + HOUR
        if end <= d.replace(tzinfo=None) < end + HOUR:
            return (d + HOUR).replace(fold=1)
        return d


E = Eastern()
for h in range(3, 8):
    u = datetime(2024, 11, 3, h, 30, tzinfo=timezone.utc)
    loc = u.astimezone(E)
    print(u, loc, repr(loc), loc.tzname(), loc.utcoffset(), loc.dst(), loc.astimezone(timezone.utc),
          loc.timestamp(), loc.strftime("%z %Z"), loc.timetuple().tm_isdst)
for h in range(5, 9):
    print(datetime(2024, 3, 10, h, 30, tzinfo=timezone.utc).astimezone(E))
a = datetime(2024, 11, 3, 1, 30, tzinfo=E)
b = a.replace(fold=1)
print(a == b, a.astimezone(timezone.utc) == b, a == a.astimezone(timezone.utc),
      b == b.astimezone(timezone.utc), a < b.astimezone(timezone.utc), hash(a) == hash(b),
      b - a, a - b, a.utcoffset(), b.utcoffset())
print(datetime(2024, 7, 4, 12, tzinfo=E).astimezone(timezone(timedelta(hours=9), "JST")))


class Simple(tzinfo):
    def utcoffset(self, d):
        return timedelta(hours=2)

    def dst(self, d):
        return timedelta(minutes=30) if d and d.month > 6 else ZERO

    def tzname(self, d):
        return "S"


S = Simple()
print(datetime(2024, 1, 5, tzinfo=S).astimezone(timezone.utc),
      datetime(2024, 8, 5, tzinfo=timezone.utc).astimezone(S),
      datetime(2024, 1, 5, tzinfo=timezone.utc).astimezone(S),
      datetime(2024, 8, 5, tzinfo=S).timetuple())
t(lambda: datetime(2024, 1, 1, tzinfo=timezone.utc).astimezone(tzinfo()))
t(lambda: datetime(2024, 1, 1, tzinfo=timezone.utc).astimezone(5))
t(lambda: tzinfo().fromutc(datetime(2024, 1, 1)))
t(lambda: tzinfo().fromutc(1))
t(lambda: tzinfo().utcoffset(None))
t(lambda: tzinfo().dst(None))
t(lambda: tzinfo().tzname(None))


class NoDst(tzinfo):
    def utcoffset(self, d):
        return HOUR

    def dst(self, d):
        return None


t(lambda: datetime(2024, 1, 1, tzinfo=timezone.utc).astimezone(NoDst()))


class TooFar(tzinfo):
    def utcoffset(self, d):
        return timedelta(days=2)


t(lambda: datetime(2024, 1, 1, tzinfo=TooFar()).utcoffset())
t(lambda: datetime(2024, 1, 1, tzinfo=TooFar()).isoformat())
print(datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=1), "X")).isoformat(" ", "seconds"),
      datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=1))).tzname(),
      datetime(2024, 1, 1).tzname(), datetime(2024, 1, 1).utcoffset(), datetime(2024, 1, 1).dst())
