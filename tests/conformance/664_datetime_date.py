# datetime.date: construction and its range checks, ordinals, weekdays, ISO
# calendars, arithmetic with timedeltas, comparisons (never equal to a datetime),
# hashing, replace, the ISO formats, ctime and the limits.
from datetime import date, datetime, timedelta, MINYEAR, MAXYEAR


def t(f, *args):
    try:
        print(repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)


print(MINYEAR, MAXYEAR, date.min, date.max, repr(date.resolution))
d = date(2024, 3, 5)
print(d, repr(d), d.year, d.month, d.day, str(d), d.isoformat(), d.ctime())
for args in [(2024, 13, 1), (2024, 0, 1), (0, 1, 1), (10000, 1, 1), (2024, 2, 30),
             (2023, 2, 29), (2024, 2, 29), (2024, 4, 31), (1900, 2, 29), (2000, 2, 29),
             (2024.0, 1, 1), ("2024", 1, 1), (2024, None, 1), (2 ** 40, 1, 1),
             (-2 ** 40, 1, 1), (2 ** 70, 1, 1), (True, True, True)]:
    t(date, *args)
t(date)
t(date, 2024)
t(date, 2024, 1)
t(lambda: date(year=2024, month=5, day=6))
t(lambda: date(day=6, month=5, year=2024))

for n in [1, 2, 365, 366, 730120, 730121, 3652059, 146097, 146096, 36524, 36525,
          1461, 1460, 738950]:
    x = date.fromordinal(n)
    print(n, x, x.toordinal() == n, x.weekday(), x.isoweekday(), x.isocalendar())
t(date.fromordinal, 0)
t(date.fromordinal, 3652060)
t(date.fromordinal, 1.5)
ok = True
n = 1
while n < 3652059:
    x = date.fromordinal(n)
    if x.toordinal() != n or x != date(x.year, x.month, x.day):
        ok = False
    n += 997
print("round trips", ok)

for y in [2019, 2020, 2021, 2024, 2025, 2026, 2027]:
    for md in [(1, 1), (1, 4), (12, 28), (12, 29), (12, 31)]:
        c = date(y, *md).isocalendar()
        print(y, md, c, c.year, c.week, c.weekday, tuple(c), c[1])
print(date.fromisocalendar(2020, 53, 7), date.fromisocalendar(2024, 1, 1))
t(date.fromisocalendar, 2024, 53, 1)
t(date.fromisocalendar, 2024, 0, 1)
t(date.fromisocalendar, 2024, 1, 8)
t(date.fromisocalendar, 10000, 1, 1)

print(d + timedelta(days=30), timedelta(days=-65) + d, d - timedelta(weeks=10),
      d + timedelta(hours=47), d - timedelta(hours=25), d + timedelta(microseconds=-1))
print(d - date(2024, 1, 1), date(2024, 1, 1) - d, repr(d - d))
t(lambda: date.max + timedelta(1))
t(lambda: date.min - timedelta(1))
t(lambda: date.min + timedelta(-1))

a, b = date(2024, 1, 1), date(2024, 1, 2)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == date(2024, 1, 1))
print(a == datetime(2024, 1, 1), a != datetime(2024, 1, 1), a == "2024-01-01", a == 5)
t(lambda: a < datetime(2024, 1, 1))
t(lambda: datetime(2024, 1, 1) >= a)
print(sorted([date(2024, 1, 3), date(2023, 5, 1), date(2024, 1, 1)]))
print(hash(a) == hash(date(2024, 1, 1)), {a: 1, date(2024, 1, 1): 2, b: 3})
print(d.replace(day=1), d.replace(year=2023, month=2), d.replace())
t(d.replace, 2024, 2, 30)
t(lambda: d.replace(month=13))
t(lambda: d.replace(year=2024.5))
print(d.timetuple())
print(date(1, 1, 1).ctime(), date(9999, 12, 31).ctime(), date(2024, 12, 25).ctime())
print(date(1, 1, 1).isoformat(), date(999, 10, 9), repr(date(5, 6, 7)))
try:
    d.year = 2020
except AttributeError as e:
    print("AttributeError", e)
