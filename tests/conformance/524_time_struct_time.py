# time.struct_time: a tuple of nine fields with two more attributes, made by gmtime,
# localtime and the constructor; read-only fields; tuple behaviour.
import time

t = time.gmtime(1234567890)
print(t)
print(type(t), type(t).__name__, type(t).__module__)
print(isinstance(t, tuple), len(t), t[0], t[-1], t[1:4], t[::3])
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec)
print(t.tm_wday, t.tm_yday, t.tm_isdst, t.tm_zone, t.tm_gmtoff)
print(list(t), tuple(t), t.count(2009), t.index(13))
year, month, day, *rest = t
print(year, month, day, rest)
print(t == tuple(t), t == time.gmtime(1234567890), t != time.gmtime(0))
print(hash(t) == hash(tuple(t)), t < time.gmtime(1234567891), t > (2009,))
print(t + (1, 2), 13 in t, 99 in t)
print(str(t) == repr(t), f"{t.tm_year:05d}")
print(sorted([time.gmtime(100), time.gmtime(5), time.gmtime(50)])[0].tm_sec)
print({time.gmtime(0): "epoch"}[time.gmtime(0)])

# The epoch, the last second before it, and dates around leap days.
for secs in [0, -1, 86399, 951782400, 951868800, 4102444800, -2208988800, 1e9 + 0.75,
             -0.5, True, 2**31, -(2**31) - 1]:
    g = time.gmtime(secs)
    print(secs, tuple(g), g.tm_zone, g.tm_gmtoff)

# Local time: whatever zone this machine has, CPython sees the same one.
lt = time.localtime(0)
print(type(lt).__name__, len(lt), lt.tm_gmtoff == -time.timezone or lt.tm_isdst == 1)
print(time.mktime(lt), time.mktime(tuple(lt)), time.mktime(time.localtime(1234567890)))
print(isinstance(time.timezone, int), isinstance(time.altzone, int), time.daylight in (0, 1))
print(type(time.tzname).__name__, len(time.tzname), [type(n).__name__ for n in time.tzname])
print(time.altzone <= time.timezone)
now = time.localtime()
print(type(now).__name__, now.tm_year >= 2024, type(time.gmtime()).__name__)
print(time.gmtime(None).tm_year >= 2024, time.localtime(None).tm_year >= 2024)

# The constructor: 9 to 11 items, the rest from a dict or None.
s = time.struct_time((2020, 2, 29, 12, 30, 45, 5, 60, 0))
print(s, s.tm_zone, s.tm_gmtoff)
s = time.struct_time([2020, 2, 29, 12, 30, 45, 5, 60, 0, "XYZ", 3600])
print(s.tm_zone, s.tm_gmtoff, len(s), s[-1])
s = time.struct_time(range(9), {"tm_zone": "ABC", "tm_gmtoff": -60, "other": 1})
print(s, s.tm_zone, s.tm_gmtoff)
s = time.struct_time(list("abcdefghij"), {})
print(s, s.tm_zone, s.tm_gmtoff)
print(time.struct_time(t) == t, type(time.struct_time(t)).__name__)
print(time.struct_time(sequence=(1, 2, 3, 4, 5, 6, 7, 8, 9)))
print(time.struct_time.n_fields, time.struct_time.n_sequence_fields,
      time.struct_time.n_unnamed_fields, time._STRUCT_TM_ITEMS)


def attempt(f, *args, **kwargs):
    try:
        print("ok", repr(f(*args, **kwargs)))
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(time.struct_time)
attempt(time.struct_time, (1, 2))
attempt(time.struct_time, tuple(range(12)))
attempt(time.struct_time, 5)
attempt(time.struct_time, range(9), 5)
attempt(time.struct_time, range(9), None)
attempt(time.struct_time, range(9), {}, 1)
attempt(time.struct_time, range(9), bogus=1)

for name in ["tm_year", "tm_isdst", "tm_zone", "tm_gmtoff", "other"]:
    try:
        setattr(t, name, 1)
    except AttributeError as e:
        print("set", name, e)
    try:
        delattr(t, name)
    except AttributeError as e:
        print("del", name, e)
attempt(getattr, t, "tm_nothing")
attempt(lambda: t[9])
