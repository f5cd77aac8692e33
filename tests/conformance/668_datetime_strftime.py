# strftime and format() of dates, times and datetimes: the C library's directives
# and the ones datetime expands itself (%f, %z, %Z with a '%' in the name), years
# before 1000, and the argument errors.
from datetime import date, datetime, time, timedelta, timezone

d = datetime(2024, 3, 5, 14, 7, 9, 123456)
aware = d.replace(tzinfo=timezone(timedelta(hours=-3, minutes=-30), "XYZ"))
odd = time(1, 2, 3, 5, tzinfo=timezone(timedelta(seconds=-3661, microseconds=5), "a%b"))
formats = ["%Y-%m-%d %H:%M:%S.%f", "%j %a %A %b %B %p %y %I %z %Z %%", "%c|%x|%X",
           "%U %W %w %u %G %V %e %D %T %R %h %n%t|", "%", "abc%", "%Q", "", "plain",
           "%%f %%z %%%f", "%C %g %F %s"[:-3]]
for f in formats:
    for v in [d, aware, time(1, 2, 3), odd, date(5, 1, 1), date(2024, 12, 31), datetime(999, 7, 8, 23)]:
        try:
            print(repr(f), repr(v.strftime(f)))
        except Exception as e:
            print(repr(f), type(e).__name__, e)
print(f"{d:%Y/%m}", f"{d}", format(d), f"{d.date():%d}", f"{d.time():%H}", format(d.date(), ""),
      "{:%B %d, %Y}".format(d), f"{aware:%H:%M %z}", f"{timezone.utc}")
print(datetime(2024, 1, 1, tzinfo=timezone.utc).strftime("%z|%Z|%f"), date(2024, 1, 1).strftime("%z|%Z|%f"))
print(datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=5, minutes=30, seconds=15))).strftime("%z"))
for bad in [1, None]:
    try:
        d.strftime(bad)
    except TypeError as e:
        print("TypeError", e)
print(d.timetuple().tm_yday, date(2024, 12, 31).timetuple())
print([date(2024, m, 1).strftime("%b %a") for m in range(1, 13)])
