# Subclasses of date, datetime, timedelta and tzinfo: reprs name the subclass, the
# alternate constructors and arithmetic make instances of it through its constructor,
# replace() copies without calling it, and subclasses keep their own attributes.
from datetime import date, datetime, time, timedelta, timezone, tzinfo


class MyDate(date):
    def __new__(cls, y, m, d, extra=0):
        self = super().__new__(cls, y, m, d)
        self.extra = extra
        return self

    def shout(self):
        return self.isoformat().upper() + "!"


md = MyDate(2024, 1, 2, 7)
print(repr(md), md, md.extra, md.shout(), md == date(2024, 1, 2), hash(md) == hash(date(2024, 1, 2)))
n = md + timedelta(1)
print(repr(n), type(n).__name__, n.extra, repr(md - timedelta(1)), md - date(2024, 1, 1))
r = md.replace(day=5)
print(repr(r), type(r).__name__, hasattr(r, "extra"))
print(repr(MyDate.fromordinal(5)), repr(MyDate.fromisoformat("2024-05-06")), repr(MyDate.fromisocalendar(2024, 2, 3)))


class Stamp(datetime):
    def hello(self):
        return "at " + self.isoformat(" ", "minutes")


s = Stamp(2024, 1, 2, 3, 4)
print(repr(s), s.hello(), (s + timedelta(hours=1)).hello(), repr(s - timedelta(days=1)),
      s - Stamp(2024, 1, 1), type(s - Stamp(2024, 1, 1)).__name__)
print(Stamp.fromisoformat("2024-05-06T07:08").hello(), Stamp.strptime("2024 7", "%Y %m").hello(),
      repr(Stamp.combine(date(2024, 1, 1), time(5))), type(Stamp.now()).__name__,
      type(Stamp.fromtimestamp(0, timezone.utc)).__name__, type(Stamp.utcfromtimestamp(0)).__name__)
print(repr(s.replace(tzinfo=timezone.utc)), repr(s.astimezone(timezone.utc).replace(tzinfo=None) - s.replace(tzinfo=None) == s.astimezone(timezone.utc).replace(tzinfo=None) - s.replace(tzinfo=None)))
print(type(s.date()).__name__, type(s.time()).__name__, isinstance(s, date), s == datetime(2024, 1, 2, 3, 4))


class Span(timedelta):
    def hours(self):
        return self.total_seconds() / 3600


sp = Span(hours=36)
print(repr(sp), sp, sp.hours(), repr(sp + sp), type(sp * 2).__name__, repr(-sp), sp == timedelta(hours=36))


class Fixed(tzinfo):
    def __init__(self, minutes, name):
        self.minutes = minutes
        self.name = name

    def __repr__(self):
        return f"Fixed({self.minutes}, {self.name!r})"

    def utcoffset(self, d):
        return timedelta(minutes=self.minutes)

    def tzname(self, d):
        return self.name

    def dst(self, d):
        return timedelta(0)


f = Fixed(-90, "M90")
x = datetime(2024, 6, 1, 12, tzinfo=f)
print(repr(x), x, x.tzname(), x.utcoffset(), x.astimezone(timezone.utc), x.strftime("%H:%M %z %Z"),
      datetime(2024, 6, 1, 12, tzinfo=timezone.utc).astimezone(f), vars(f))
print(repr(time(9, tzinfo=f)), time(9, tzinfo=f).isoformat(), isinstance(f, tzinfo))


class Named(date):
    def __repr__(self):
        return "Named<" + date.__repr__(self) + ">"

    def __str__(self):
        return "named " + super().__str__()


print(repr(Named(2024, 2, 3)), str(Named(2024, 2, 3)), f"{Named(2024, 2, 3)}", [Named(2024, 2, 3)])
