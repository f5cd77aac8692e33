# datetime.time: construction and range checks, fold, reprs, isoformat's timespecs,
# offsets through tzinfo (with no datetime), naive and aware comparisons, hashing and
# replace.
from datetime import time, timedelta, timezone, tzinfo


def t(f, *args):
    try:
        print(repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)


print(repr(time()), repr(time(1)), repr(time(1, 2)), repr(time(1, 2, 3)), repr(time(1, 2, 3, 4)),
      repr(time(0, 0, 0, 4)), repr(time(1, fold=1)), repr(time(1, tzinfo=timezone.utc, fold=1)))
print(time.min, time.max, repr(time.resolution))
for args in [(24,), (-1,), (0, 60), (0, 0, 60), (0, 0, 0, 10 ** 6), (0, 0, 0, -1), (1.0,),
             ("1",)]:
    t(time, *args)
t(lambda: time(fold=2))
t(lambda: time(fold=-1))
t(lambda: time(tzinfo=1))
t(lambda: time(hour=5, second=6, microsecond=7))

x = time(12, 30, 15, 500)
print(x, x.hour, x.minute, x.second, x.microsecond, x.tzinfo, x.fold)
for spec in ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]:
    print(spec, x.isoformat(spec), time(7, 8).isoformat(timespec=spec))
t(x.isoformat, "nanoseconds")
print(str(time(1, 2, 3)), str(time(1, 2, 3, 40)), time(23, 59, 59, 999999))
print(f"{x}", f"{x:%H.%M}", format(x, ""), x.strftime("%I:%M:%S.%f %p"))

tz1 = timezone(timedelta(hours=1))
a = time(1, 2, tzinfo=tz1)
print(a, repr(a), a.utcoffset(), a.dst(), a.tzname(), time(1).utcoffset(), time(1).tzname())
print(a.isoformat(), time(1, 2, 3, 4, tzinfo=timezone(-timedelta(hours=5, seconds=1))).isoformat())
print(a == time(0, 2, tzinfo=timezone.utc), a < time(0, 3, tzinfo=timezone.utc),
      a > time(0, 1, tzinfo=timezone.utc), a == time(1, 2, tzinfo=timezone.utc))
print(time(1) == time(1, 0), time(1) < time(1, 0, 0, 1), time(1) == time(1, fold=1),
      time(1) == time(1, tzinfo=timezone.utc), time(1) != time(1, tzinfo=timezone.utc),
      time(1) == 1, time(1) != "x")
t(lambda: time(1, tzinfo=timezone.utc) < time(1))
t(lambda: time(1) >= time(1, tzinfo=tz1))
try:
    time(1) < 1
except TypeError:
    print("TypeError")
print(hash(time(1, fold=1)) == hash(time(1)), hash(a) == hash(time(0, 2, tzinfo=timezone.utc)))
print(bool(time(0)), bool(time.min))
print(repr(x.replace(hour=5, fold=1)), repr(a.replace(tzinfo=None)), repr(time(1).replace(tzinfo=tz1)))
t(lambda: x.replace(minute=99))
t(lambda: x.replace(tzinfo="utc"))
print(sorted([time(5), time(1, 30), time(1, 2, 3)]))


class Half(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=-3, minutes=-30)

    def dst(self, dt):
        return timedelta(0)

    def tzname(self, dt):
        return "HALF"


h = time(10, tzinfo=Half())
print(h.utcoffset(), h.dst(), h.tzname(), h.isoformat(), h.strftime("%H %z %Z"))


class Broken(tzinfo):
    def utcoffset(self, dt):
        return 5

    def tzname(self, dt):
        return 5


t(lambda: time(1, tzinfo=Broken()).utcoffset())
t(lambda: time(1, tzinfo=Broken()).isoformat())
t(lambda: time(1, tzinfo=Broken()).tzname())
t(lambda: time(1, tzinfo=Broken()).dst())
try:
    x.hour = 3
except AttributeError as e:
    print("AttributeError", e)
