# A small program of the kind that imports datetime: parse a log of timestamped
# events, group them by ISO week and by hour, compute durations between start and end
# events across a day boundary and time zones, build a calendar of working days, and
# print a report.
from datetime import date, datetime, timedelta, timezone

LOG = """\
2024-03-01T08:59:59+01:00 alice start
2024-03-01T17:30:00+01:00 alice end
2024-03-01T22:15:00-05:00 bob start
2024-03-02T06:45:30-05:00 bob end
2024-03-04 09:00:00 carol start
2024-03-04 12:00:00.250 carol end
2024-03-08T23:59:59.999999Z dave start
2024-03-09T00:00:00.000001Z dave end
2024-03-11T07:00:00+05:30 erin start
2024-03-11T15:20:00+05:30 erin end
"""

events = []
for line in LOG.splitlines():
    stamp, who, what = line.rsplit(" ", 2)
    at = datetime.fromisoformat(stamp)
    if at.tzinfo is None:
        at = at.replace(tzinfo=timezone.utc)
    events.append((at, who, what))

events.sort()
starts = {}
worked = {}
for at, who, what in events:
    if what == "start":
        starts[who] = at
    else:
        span = at - starts.pop(who)
        worked[who] = worked.get(who, timedelta()) + span
        print(f"{who:6} {starts.get(who, at - span):%a %d %b %H:%M} -> {at.astimezone(timezone.utc):%H:%M:%S.%f %Z}  {span}")

for who in sorted(worked, key=lambda w: (-worked[w], w)):
    hours = worked[who] / timedelta(hours=1)
    print(f"{who:6} {str(worked[who]):>16} {hours:7.3f}h")

by_week = {}
for at, who, what in events:
    year, week, _ = at.astimezone(timezone.utc).isocalendar()
    by_week.setdefault((year, week), []).append(who)
for key in sorted(by_week):
    print(key, sorted(set(by_week[key])))

by_hour = [0] * 24
for at, _, _ in events:
    by_hour[at.astimezone(timezone.utc).hour] += 1
print(by_hour)

holidays = {date(2024, 3, 29), date(2024, 4, 1)}


def working_days(start, end):
    d = start
    out = []
    while d <= end:
        if d.weekday() < 5 and d not in holidays:
            out.append(d)
        d += timedelta(days=1)
    return out


days = working_days(date(2024, 3, 25), date(2024, 4, 5))
print(len(days), [d.strftime("%a %d") for d in days])
due = date(2024, 3, 1)
for n in range(5):
    due = due.replace(month=due.month % 12 + 1) if due.month < 12 else due.replace(year=due.year + 1, month=1)
    print(due, due.strftime("%A"), (due - date(2024, 3, 1)).days, due.isocalendar().week)

deadline = datetime(2024, 12, 31, 23, 59, tzinfo=timezone(timedelta(hours=-8), "PST"))
now = datetime(2024, 12, 1, 9, 30, tzinfo=timezone.utc)
left = deadline - now
print(left, left.days, left.seconds // 3600, f"{left.total_seconds():.0f}", deadline.astimezone(timezone.utc))
print(datetime.strptime("Mar 5 2024 2:07PM", "%b %d %Y %I:%M%p").isoformat(timespec="minutes"))

# Read-only fields: assignment messages as CPython's member descriptors'.
import datetime as d
for obj, names in [(d.timedelta(1), ["days", "seconds", "microseconds"]), (d.date(2020, 1, 2), ["year", "month", "day"]),
                   (d.time(1), ["hour", "minute", "second", "microsecond", "tzinfo", "fold"]),
                   (d.datetime(2020, 1, 2), ["year", "hour", "minute", "second", "microsecond", "tzinfo", "fold"])]:
    for n in names:
        try:
            setattr(obj, n, 1)
        except AttributeError as e:
            print(n, getattr(obj, n), e)
print(d.timedelta.days.__doc__)
