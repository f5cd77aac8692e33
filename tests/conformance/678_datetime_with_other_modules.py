# datetime values with the rest of the library: copy and deepcopy, dataclasses with
# date fields and default factories, json through a default hook, sorting with keys,
# functools.total_ordering-free comparisons in max/min, and the module's names.
import copy
import datetime
import json
from dataclasses import dataclass, field
from datetime import date, datetime as DT, time, timedelta, timezone

print(sorted(n for n in datetime.__all__))
print(datetime.MINYEAR, datetime.MAXYEAR, datetime.UTC is datetime.timezone.utc, datetime.date is date,
      repr(datetime.datetime), repr(datetime.timedelta), repr(datetime.tzinfo), repr(datetime.timezone),
      datetime.date.__name__, datetime.datetime.__qualname__, datetime.date.__module__)
d = DT(2024, 3, 5, 14, 7, 9, 123456, tzinfo=timezone(timedelta(hours=2), "X"))
for v in [d, d.date(), d.timetz(), timedelta(days=1, seconds=2), timezone.utc, timezone(timedelta(hours=2), "X")]:
    c = copy.copy(v)
    dc = copy.deepcopy(v)
    print(repr(c), c == v, dc == v, type(dc) is type(v))


@dataclass(order=True)
class Event:
    when: date
    name: str = "event"
    tags: list = field(default_factory=list)


evs = [Event(date(2024, 5, 1), "b"), Event(date(2023, 1, 9), "a"), Event(date(2024, 5, 1), "a")]
print(sorted(evs))
print(max(evs).when, min(e.when for e in evs), Event(date(2024, 1, 1)) == Event(date(2024, 1, 1)))


def encode(o):
    if isinstance(o, (date, time)):
        return o.isoformat()
    if isinstance(o, timedelta):
        return o.total_seconds()
    raise TypeError(type(o).__name__)


text = json.dumps({"at": d, "day": d.date(), "for": timedelta(hours=1, minutes=30), "t": time(1)},
                  default=encode, sort_keys=True)
print(text)
back = json.loads(text)
print(DT.fromisoformat(back["at"]) == d, date.fromisoformat(back["day"]), timedelta(seconds=back["for"]))
spans = {"a": timedelta(hours=3), "b": timedelta(minutes=20), "c": timedelta(days=1)}
print(sorted(spans, key=spans.get), max(spans.values()), sum(spans.values(), timedelta()))
print([str(x) for x in sorted({date(2024, 1, 3), date(2024, 1, 1), date(2024, 1, 2)})])
print(isinstance(d, datetime.date), isinstance(d.date(), datetime.datetime), isinstance(timezone.utc, datetime.tzinfo))
