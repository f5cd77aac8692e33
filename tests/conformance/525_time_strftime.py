# time.strftime, asctime, ctime and mktime: formats through the C library, time tuples
# checked as CPython checks them, and their errors.
import time

t = time.gmtime(1234567890)
fmts = ["%Y-%m-%d %H:%M:%S", "%a %A %b %B", "%c", "%x %X", "%j %U %W %w %u %V %G",
        "%y %C %e %I %p %M", "%D %F %R %T", "%Z %z", "%%", "100%% sure", "", "plain",
        "%", "%Q %E", "%n%t|", "é%Yü", "%5Y|%-d|%_m|%010d"]
for f in fmts:
    print(repr(f), repr(time.strftime(f, t)))

# Plain tuples: zone and offset from the machine's standard time.
tup = (2000, 2, 29, 23, 59, 60, 1, 60, 0)
print(time.strftime("%Y-%m-%d %H:%M:%S %a %j", tup))
print(time.strftime("%z", tup), time.strftime("%Z", tup) == time.tzname[0])
print(time.strftime("[%Z]", (2000, 1, 1, 0, 0, 0, 0, 1, -7)))
print(time.strftime("%Y", (2000, 0, 0, 0, 0, 0, 0, 0, 0)), time.strftime("%m %d %j", (2000, 0, 0, 0, 0, 0, 0, 0, 0)))
print(time.strftime("%Y %a", (-5, 1, 1, 0, 0, 0, -1, 1, 0)), time.strftime("%Y", (12345, 1, 1, 0, 0, 0, 6, 1, 0)))
print(time.strftime("%Y", (True, 1, 1, 0, 0, 61, 0, 366, 5)))

# A struct_time's own zone and offset.
z = time.struct_time((2000, 1, 1, 0, 0, 0, 5, 1, 0, "ABC", 5400))
print(time.strftime("%Z %z", z), time.strftime("%Z %z", time.struct_time((2000, 1, 1, 0, 0, 0, 5, 1, 0, None, None))))
print(time.strftime("%Z %z", time.struct_time((2000, 1, 1, 0, 0, 0, 5, 1, 0, "", -3600))))
print(time.strftime("%Z", time.gmtime(0)), time.strftime("%Z", time.localtime(0)) == time.localtime(0).tm_zone)
print(len(time.strftime("%Y" * 600, t)), time.strftime("%Y") == time.strftime("%Y", time.localtime()))

print(time.asctime(t), "|", time.asctime(tup), "|", time.asctime((2000, 0, 0, 0, 0, 0, 0, 0, 0)))
print(time.asctime((99999, 12, 31, 9, 5, 3, 6, 365, 0)), "|", time.asctime((-50, 1, 7, 0, 0, 0, 2, 7, 0)))
print(time.ctime(0) == time.asctime(time.localtime(0)), time.ctime(10**9) == time.asctime(time.localtime(10**9)))
print(type(time.ctime()).__name__, len(time.ctime()), type(time.asctime()).__name__)

# mktime: local time tuples back to seconds, normalizing what is out of range.
for secs in [0, 86400 * 365, 1234567890, -86400, 2**31]:
    print(secs, time.mktime(time.localtime(secs)))
lt = time.localtime(10**9)
print(time.mktime(tuple(lt)[:6] + (0, 0, -1)) == 10**9, time.mktime(lt) == 1e9)
print(time.mktime((2000, 13, 45, 25, 61, 61, 0, 0, 0)) - time.mktime((2001, 2, 15, 2, 2, 1, 0, 0, 0)))
print(time.mktime((2**31 - 1, 1, 1, 0, 0, 0, 0, 1, 0)) > 6e16, time.mktime((-2**31 + 1900, 1, 1, 0, 0, 0, 0, 1, 0)) < -6e16)


def attempt(f, *args, **kwargs):
    try:
        print("ok", repr(f(*args, **kwargs)))
    except Exception as e:
        print(type(e).__name__ + ":", e)


good = (2000, 1, 1, 0, 0, 0, 0, 1, 0)
attempt(time.strftime)
attempt(time.strftime, 1)
attempt(time.strftime, b"%Y")
attempt(time.strftime, "%Y", good, 3)
attempt(time.strftime, "%Y", t=good)
attempt(time.strftime, "a\0b", good)
for bad in [(1, 2, 3), list(good), good + (0,), 5, "abcdefghi"]:
    attempt(time.strftime, "%Y", bad)
    attempt(time.asctime, bad)
    attempt(time.mktime, bad)
for i, v in [(0, 2000.5), (1, "1"), (2, 2**31), (3, -2**31 - 1), (4, 2**70), (5, None), (0, -2**31 + 1899)]:
    bad = list(good)
    bad[i] = v
    attempt(time.strftime, "%Y", tuple(bad))
    attempt(time.mktime, tuple(bad))
for i, v in [(1, 13), (1, -1), (2, 32), (2, -1), (3, 24), (3, -1), (4, 60), (5, 62), (5, -1),
             (6, -2), (6, 7), (7, 367), (7, -1), (7, 0), (8, 99)]:
    bad = list(good)
    bad[i] = v
    attempt(time.strftime, "%Y", tuple(bad))
    attempt(time.asctime, tuple(bad))
attempt(time.strftime, "%Z", time.struct_time(good + (5, 0)))
attempt(time.strftime, "%Z", time.struct_time(good + ("x", "y")))
attempt(time.strftime, "%Z", time.struct_time(good + ("x", 2**70)))
attempt(time.asctime, good, 1)
attempt(time.asctime, t=good)
attempt(time.mktime)
attempt(time.mktime, good, 2)
attempt(time.mktime, t=good)
for f in [time.gmtime, time.localtime, time.ctime]:
    for arg in ["x", float("nan"), float("inf"), 1e300, 2.0**63, -2.0**63 - 2**11, 2**63, -2**63 - 1, 1e18, -1e18, [1]]:
        attempt(f, arg)
    attempt(f, 1, 2)
    attempt(f, secs=1)
attempt(time.sleep)
attempt(time.sleep, 1, 2)
attempt(time.sleep, secs=1)
