# Timestamps and local time: fromtimestamp (local and in a zone), utcfromtimestamp,
# date.fromtimestamp, timestamp() of naive and aware datetimes, float rounding (half
# to even, to microseconds), astimezone() to the local zone, and now()/today()/utcnow()
# checked against time.time() (printed as booleans: the clock moves).
import time
from datetime import date, datetime, timedelta, timezone


def t(f, *args):
    try:
        print(repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)


for ts in [0, 1e9, 1e9 + 0.5, -1.5, 1.0000005, 1.0000015, 1700000000.999999, 1700000000.9999996,
           -0.0000005, 86400 * 365.5, 1710054000, 1730613600 - 1, 1730613600 + 1800, -1e9, 253402300799]:
    x = datetime.fromtimestamp(ts)
    print(ts, repr(x), x.timestamp(), repr(datetime.utcfromtimestamp(ts)), date.fromtimestamp(ts),
          datetime.fromtimestamp(ts, timezone.utc), datetime.fromtimestamp(ts, tz=timezone(timedelta(hours=-7))),
          x.astimezone().utcoffset() == timedelta(seconds=time.localtime(int(x.timestamp() // 1)).tm_gmtoff))
t(datetime.fromtimestamp, 1e20)
t(datetime.utcfromtimestamp, -1e20)
t(datetime.fromtimestamp, float("nan"))
t(datetime.utcfromtimestamp, 1e15)
t(datetime.fromtimestamp, "0")
t(datetime.fromtimestamp, 0, 5)
t(date.fromtimestamp, float("nan"))
t(datetime.min.timestamp)
t(datetime.max.timestamp)
t(lambda: datetime.min.astimezone(timezone.utc))
t(datetime.fromtimestamp, -62135596801)
print(datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=2))).timestamp(),
      datetime(1, 1, 1, tzinfo=timezone.utc).timestamp(), datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=timezone.utc).timestamp(),
      datetime(1970, 1, 1, tzinfo=timezone.utc).timestamp(), datetime(2024, 3, 5, 1, 2, 3, 456789, tzinfo=timezone.utc).timestamp())
for args in [(2024, 1, 1), (2024, 7, 1, 12), (2024, 3, 10, 2, 30), (2024, 11, 3, 1, 30), (1970, 1, 1)]:
    x = datetime(*args)
    y = x.replace(fold=1)
    print(repr(x), x.timestamp(), y.timestamp(), x.astimezone(timezone.utc), y.astimezone(timezone.utc),
          x.astimezone(), y.astimezone(), x.astimezone().tzname() == time.localtime(x.timestamp()).tm_zone)
print(datetime(2024, 7, 1, 12, tzinfo=timezone.utc).astimezone().utcoffset() is not None)
print(datetime.fromtimestamp(1720000000).strftime("%Y %H %Z") == time.strftime("%Y %H %Z", time.localtime(1720000000)))

before = time.time()
n = datetime.now()
u = datetime.utcnow()
after = time.time()
print(before - 1 <= n.timestamp() <= after + 1, abs(u - n.replace(tzinfo=None) - (u - n)) < timedelta(1),
      abs((n - u) - (n.astimezone().utcoffset())) < timedelta(seconds=2))
print(date.today() in (datetime.fromtimestamp(before).date(), datetime.fromtimestamp(after).date()),
      type(datetime.today()) is datetime, type(date.today()) is date)
z = datetime.now(timezone.utc)
print(z.tzinfo is timezone.utc, before - 1 <= z.timestamp() <= after + 1,
      abs(datetime.now(timezone(timedelta(hours=3))) - z) < timedelta(seconds=2))
t(datetime.now, 5)
