# datetime.datetime: construction, reprs and str, arithmetic (with timedeltas and
# other datetimes, naive and aware), comparisons (naive against aware, against a
# date), hashing across zones, combine, replace, date()/time()/timetz(), time tuples.
from datetime import date, datetime, time, timedelta, timezone


def t(f, *args):
    try:
        print(repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)


d = datetime(2024, 3, 5, 14, 7, 9, 123456)
print(d, repr(d), d.year, d.month, d.day, d.hour, d.minute, d.second, d.microsecond,
      d.tzinfo, d.fold)
print(repr(datetime(2024, 1, 2)), repr(datetime(2024, 1, 2, 3)), repr(datetime(2024, 1, 2, 3, 4, 5)),
      repr(datetime(2024, 1, 2, 0, 0, 0, 1)), repr(datetime(2024, 1, 2, fold=1)),
      repr(datetime(2024, 1, 2, tzinfo=timezone.utc)),
      repr(datetime(2024, 1, 2, tzinfo=timezone(timedelta(hours=5)), fold=1)))
print(datetime.min, datetime.max, repr(datetime.resolution), datetime(1, 2, 3))
for args in [(2024, 2, 30), (2024, 1, 1, 24), (2024, 1, 1, 0, 60), (2024, 1, 1, 0, 0, 60),
             (2024, 1, 1, 0, 0, 0, 10 ** 6), (10000, 1, 1), (2024, 1, 1, 0, 0, 0, 0, 5)]:
    t(datetime, *args)
t(datetime)
t(datetime, 2024, 1)
t(lambda: datetime(2024, 1, 1, fold=2))
t(lambda: datetime(year=2024, month=5, day=6, minute=7))
print(d.isoformat(), d.isoformat(" "), d.isoformat("x", "minutes"), str(d), f"{d}",
      d.isoformat(timespec="milliseconds"), datetime(2024, 1, 1).isoformat(timespec="auto"))
t(d.isoformat, 1)
t(d.isoformat, "ab")
t(lambda: d.isoformat(timespec="x"))
print(d.ctime(), d.date(), repr(d.time()), repr(d.timetz()), d.timetuple())
print(d.utctimetuple(), d.replace(tzinfo=timezone(timedelta(hours=15))).utctimetuple())

print(d + timedelta(days=1, microseconds=-1), timedelta(hours=12) + d, d - timedelta(weeks=60))
print(d - datetime(2023, 1, 1, 12), datetime(2023, 1, 1) - d, repr(d - d))
print(datetime.max - datetime.min, datetime(2024, 3, 10, 1) + timedelta(hours=1))
t(lambda: datetime.max + timedelta(microseconds=1))
t(lambda: datetime.min - timedelta(microseconds=1))
t(lambda: datetime(2024, 1, 1) - timedelta.max)

u = timezone.utc
p1 = timezone(timedelta(hours=1))
a = datetime(2024, 1, 1, 12, tzinfo=u)
b = datetime(2024, 1, 1, 13, tzinfo=p1)
print(a == b, a != b, a < b, a <= b, hash(a) == hash(b), b - a, a - datetime(2024, 1, 1, tzinfo=p1))
print(datetime(2024, 1, 1) == a, datetime(2024, 1, 1) != a)
t(lambda: datetime(2024, 1, 1) < a)
t(lambda: datetime(2024, 1, 1) - a)
t(lambda: a - datetime(2024, 1, 1))
print(datetime(2024, 1, 1) == date(2024, 1, 1), datetime(2024, 1, 1) != date(2024, 1, 1))
t(lambda: datetime(2024, 1, 1) < date(2024, 1, 1))
t(lambda: datetime(2024, 1, 1) <= date(2024, 1, 1))
print(sorted([a, b, datetime(2024, 1, 1, 11, 30, tzinfo=u)]))
keys = {a: "a", b: "b", datetime(2024, 1, 1, 12): "naive"}
print(len(keys), keys[datetime(2024, 1, 1, 7, tzinfo=timezone(timedelta(hours=-5)))])

print(datetime.combine(date(2024, 1, 1), time(5, 6, 7, 8)),
      repr(datetime.combine(date(2024, 1, 1), time(1, tzinfo=u))),
      repr(datetime.combine(date(2024, 1, 1), time(1, tzinfo=u), tzinfo=None)),
      repr(datetime.combine(date(2024, 1, 1), time(1, fold=1), p1)),
      repr(datetime.combine(d, time(1))))
t(datetime.combine, 1, time())
t(datetime.combine, date(2024, 1, 1), 1)
print(repr(d.replace(day=1, hour=23, tzinfo=u)), repr(d.replace(tzinfo=None)), repr(d.replace(fold=1)))
t(lambda: d.replace(tzinfo=5))
t(lambda: d.replace(day=31, month=4))
print(isinstance(d, date), issubclass(datetime, date), d.weekday(), d.isoweekday(),
      d.isocalendar(), d.toordinal(), datetime.fromordinal(738950))
print(d.date() == date(2024, 3, 5), d.date() == d)
try:
    d.hour = 3
except AttributeError as e:
    print("AttributeError", e)
