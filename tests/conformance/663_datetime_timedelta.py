# datetime.timedelta: normalization of every unit (ints and floats, rounded as
# CPython's constructor rounds), repr and str, arithmetic with ints, floats and other
# timedeltas, comparisons, hashing, limits and the errors of each.
from datetime import timedelta


def t(f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(repr(r), "|", str(r))
    except Exception as e:
        print(type(e).__name__, e)


t(timedelta)
t(timedelta, 1, 2, 3, 4, 5, 6, 7)
t(timedelta, -1)
t(timedelta, 0, -1)
t(timedelta, microseconds=-1)
t(timedelta, days=-2, seconds=1)
t(timedelta, weeks=1, days=-1, hours=-1)
t(timedelta, hours=25, minutes=61, seconds=61, milliseconds=1001, microseconds=1001)
for kw in [{"seconds": 2.5e-6}, {"seconds": 1.5e-6}, {"seconds": 0.1}, {"minutes": 0.1},
           {"hours": 1 / 3}, {"days": 1e-7}, {"microseconds": -0.5}, {"microseconds": -1.5},
           {"microseconds": 0.5}, {"microseconds": 2.5}, {"seconds": -0.0000005},
           {"days": 2.7, "seconds": -1.3, "microseconds": 0.6}, {"weeks": 1.5, "days": 0.1},
           {"milliseconds": 1.5}, {"days": 999999999, "hours": 23.999999}]:
    t(lambda: timedelta(**kw))
print(timedelta.min, repr(timedelta.min))
print(timedelta.max, repr(timedelta.max))
print(timedelta.resolution, repr(timedelta.resolution))
t(timedelta, 10 ** 9)
t(timedelta, -10 ** 9)
t(timedelta, 10 ** 20)
t(lambda: timedelta.max + timedelta.resolution)
t(lambda: timedelta.min - timedelta.resolution)
t(timedelta, float("nan"))
t(timedelta, float("inf"))
t(timedelta, "1")
t(lambda: timedelta(seconds=[]))

td = timedelta(days=3, hours=5, minutes=7, seconds=9, microseconds=11)
print(td.days, td.seconds, td.microseconds, td.total_seconds())
print(-td, +td, abs(-td), abs(td), repr(-td))
print(td * 3, 3 * td, td * -1, td * 0.5, 0.25 * td, td * 1e-9, td * True)
print(td / 3, td / -3, td / 0.3, td / -2.5, td / timedelta(hours=1), td / td)
print(td // 4, td // -4, td // timedelta(hours=1), (-td) // timedelta(hours=1))
print(td % timedelta(hours=1), (-td) % timedelta(hours=1), divmod(td, timedelta(hours=7)),
      divmod(-td, timedelta(hours=7)))
print(td + timedelta(1), td - timedelta(10), timedelta(1) - td)
print(timedelta(microseconds=5) / 2, timedelta(microseconds=7) / 2, timedelta(microseconds=-5) / 2)
print(timedelta(days=-1, seconds=5) // 3, timedelta(days=1) * 1.1, timedelta(seconds=1) / 3.0)
t(lambda: td / 0)
t(lambda: td // 0)
t(lambda: td / 0.0)
t(lambda: td / timedelta(0))
t(lambda: td // timedelta(0))
t(lambda: td % timedelta(0))
t(lambda: divmod(td, timedelta(0)))
t(lambda: td * float("nan"))
t(lambda: timedelta.max * 2)
t(lambda: timedelta.max * 1.5)

print(timedelta(1) == timedelta(hours=24), timedelta(1) != timedelta(hours=24),
      timedelta(1) < timedelta(hours=25), timedelta(1) >= timedelta(seconds=86401),
      timedelta(0) == timedelta(), timedelta(1) == 1, timedelta(1) != "x")
print(bool(timedelta(0)), bool(timedelta(microseconds=1)), bool(-timedelta(1)))
print(hash(timedelta(1)) == hash(timedelta(hours=24)), hash(timedelta(0)) == hash(timedelta()))
d = {timedelta(minutes=1): "a", timedelta(seconds=60): "b", timedelta(hours=1): "c"}
print(len(d), d[timedelta(seconds=60)])
print(sorted([timedelta(1), -timedelta(1), timedelta(0), timedelta(hours=30)]))
print(max(timedelta(1), timedelta(hours=30)), min(timedelta(1), timedelta(hours=-30)))
print(sum([timedelta(hours=5), timedelta(hours=20)], timedelta()))
print(str(timedelta(days=999999)), str(timedelta(days=-1)), str(timedelta(days=2, microseconds=7)))
try:
    td.days = 5
except AttributeError as e:
    print("AttributeError", e)
