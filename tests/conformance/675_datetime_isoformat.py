# fromisoformat of dates, times and datetimes as CPython 3.11 reads them: extended
# and basic formats, ISO week dates, any separator, fractions of any length with '.'
# or ',', offsets with seconds and fractions, Z; and what it refuses.
from datetime import date, datetime, time

dts = ["2024-01-02", "20240102", "2024-W01", "2024W01", "2024-W01-3", "2024W013", "2024-01-02T03",
       "2024-01-02T0304", "2024-01-02T03:04", "2024-01-02T03:04:05", "2024-01-02 03:04:05.1",
       "2024-01-02T03:04:05,123456", "2024-01-02T03:04:05.1234567", "2024-01-02T03:04:05Z",
       "2024-01-02T03:04:05+01", "2024-01-02T03:04:05+0130", "2024-01-02T03:04:05-01:30:15.5",
       "2024-01-02T03:04:05.123+01:00", "2024-01-02x03", "2024-01-02T", "2024-01-02T3", "2024-01-02T03:4",
       "2024-13-02", "2024-02-30", "2024-01-02T24:00", "2024-01-02T03:04:05.", "20240102T030405",
       "2024-W01-3T01", "2024-W013T01", "2024-01-02T03:04:05+25:00", "2024-01-02T0304:05",
       "2024-01-02T03:0405", "2024-01-02T03:04:05 ", "2024-01-02T03:04:05.12345678901",
       "2024-01-02T03:04:05z", "2024-01-02T03:04:05+01:00Z", "2024-01-02T03:04:05-00:00",
       "2024-01-02T03:04:05+00:00:00.000001", "2024-W53", "2020-W53", " 2024-01-02",
       "2024-01-02T03:04:05.123456+0130", "0000-01-01", "9999-12-31T23:59:59.999999", "2024", "2024-01",
       "2024-1-2", "", "2024-01-02T03:04:05+01:00:60", "2024-01-02T12:00:00+12:34:56.789"]
for s in dts:
    try:
        r = datetime.fromisoformat(s)
        print(repr(s), repr(r), r.isoformat(), datetime.fromisoformat(r.isoformat()) == r)
    except ValueError as e:
        print(repr(s), "ValueError", e)
for s in ["03", "0304", "03:04", "03:04:05", "03:04:05.5", "030405.5", "03:04:05Z", "T03:04",
          "03:04:05+01:00", "3:04", "03:04:60", "24:00", "03:04:05,5", "03:04:05.1234567",
          "030405+0100", "03:04:05.", "03:04:05-05", "", "T", "03:04:05.123-00:30"]:
    try:
        print(repr(s), repr(time.fromisoformat(s)))
    except ValueError as e:
        print(repr(s), "ValueError", e)
for s in ["2024-01-02", "20240102", "2024-W01-3", "2024W013", "2024-W01", "2024-01-02T00", "2024-1-02",
          "2024-13-02", "2024-02-30", "2024/01/02", "2024-W54-1", "2024-W01-0"]:
    try:
        print(repr(s), repr(date.fromisoformat(s)))
    except ValueError as e:
        print(repr(s), "ValueError", e)
for cls in [date, time, datetime]:
    try:
        cls.fromisoformat(20240102)
    except TypeError as e:
        print(cls.__name__, "TypeError", e)
