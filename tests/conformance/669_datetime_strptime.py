# datetime.strptime: the directives of CPython's _strptime in the C locale, case-
# insensitive names, whitespace runs, 12-hour clocks, offsets (%z with colons,
# seconds, fractions and Z), week numbers (%U, %W, ISO %G %V %u), day of the year,
# and its errors: no match, unconverted data, bad directives, invalid dates.
from datetime import datetime

cases = [
    ("2024-03-05 14:07:09.123456", "%Y-%m-%d %H:%M:%S.%f"), ("5 Mar 2024", "%d %b %Y"),
    ("Tuesday, March 05, 2024 02:07PM", "%A, %B %d, %Y %I:%M%p"), ("12:00 am", "%I:%M %p"),
    ("12:00 PM", "%I:%M %p"), ("1:05 pm", "%I:%M %p"), ("2024-03-05T14:07:09+0530", "%Y-%m-%dT%H:%M:%S%z"),
    ("2024-03-05T14:07:09Z", "%Y-%m-%dT%H:%M:%S%z"), ("2024-03-05T14:07:09-05:30:10.5", "%Y-%m-%dT%H:%M:%S%z"),
    ("2024-03-05T14:07:09+05:3010", "%Y-%m-%dT%H:%M:%S%z"), ("+0000", "%z"), ("-0000", "%z"),
    ("2024-03-05 UTC", "%Y-%m-%d %Z"), ("2024-03-05 gmt", "%Y-%m-%d %Z"), ("2024-03-05 +0100 UTC", "%Y-%m-%d %z %Z"),
    ("24 65", "%y %j"), ("69", "%y"), ("68", "%y"), ("00", "%y"), ("2024 10 1", "%Y %U %w"), ("2024 10 1", "%Y %W %w"),
    ("2024 0 3", "%Y %W %w"), ("2023 0 0", "%Y %U %w"), ("2024 53 6", "%Y %U %w"), ("2024 10 3", "%G %V %u"),
    ("2024 1 1", "%G %V %u"), ("2026 53 7", "%G %V %u"), ("2025 1 Mon", "%G %V %a"), ("2024", "%G"), ("2024 10", "%Y %V"),
    ("2024 10 1", "%Y %V %u"), ("2024 10 1 5", "%G %V %u %j"), ("10 1", "%V %u"),
    ("02-29", "%m-%d"), ("Tue Mar  5 14:07:09 2024", "%c"), ("03/05/24", "%x"), ("14:07:09", "%X"),
    ("  2024   03", "%Y %m"), ("2024\t\n03", "%Y %m"), ("2024-3-5", "%Y-%m-%d"), ("202435", "%Y%m%d"),
    ("2024111", "%Y%m%d"), ("20241231", "%Y%m%d"), ("1230", "%H%M"), ("930", "%H%M"), ("12:30:60", "%H:%M:%S"),
    ("12:30:61", "%H:%M:%S"), ("12:30:62", "%H:%M:%S"), ("2024-03-05", "%Y-%m-%d %H"), ("2024 mar", "%Y %B"),
    ("2024 MARCH", "%Y %B"), ("2024 sePtember", "%Y %B"), ("x 2024", "X %Y"), ("2024-03-05 1", "%Y-%m-%d %f"),
    ("1234567", "%f"), ("+01:3", "%z"), ("+0130:00", "%z"), ("+01:3000", "%z"), ("2024 100", "%Y %j"), ("2023 366", "%Y %j"),
    ("2024 366", "%Y %j"), ("2024%", "%Y%%"), ("1", "%d"), (" 1", "%d"), ("2024", "%Y %"), ("2024", "% Y"),
    ("2024", "%.Y"), ("2024", "%Y%Q"), ("2024-13-01", "%Y-%m-%d"), ("2024-12-01x", "%Y-%m-%d"),
    ("2024-02-30", "%Y-%m-%d"), ("2023-02-29", "%Y-%m-%d"), ("Mon 2024", "%a %Y"), ("mONDAY 15", "%A %d"),
    ("1999 12 31 23 59 59", "%Y %m %d %H %M %S"), ("0999", "%Y"), ("999", "%Y"), ("0000", "%Y"), ("", ""),
    ("abc", "abc"), ("ABC", "abc"), ("a.c", "a.c"), ("abc", "a.c"), ("(x)", "(x)"), ("2024-01-01 [x]", "%Y-%m-%d [x]"),
]
for s, f in cases:
    try:
        print(repr(s), repr(f), repr(datetime.strptime(s, f)))
    except ValueError as e:
        print(repr(s), repr(f), "ValueError", e)
for args in [(1, "%Y"), ("1", 1)]:
    try:
        datetime.strptime(*args)
    except TypeError as e:
        print("TypeError", e)
r = datetime.strptime("2024-03-05 14:07:09 -0700", "%Y-%m-%d %H:%M:%S %z")
print(r, r.utcoffset(), r.tzname(), r.astimezone(datetime.strptime("+0000", "%z").tzinfo))
print(datetime.strptime("2024-03-05 14:07 +0100 CET", "%Y-%m-%d %H:%M %z %Z").tzname()
      if False else datetime.strptime("2024-03-05 14:07 +0100 UTC", "%Y-%m-%d %H:%M %z %Z").tzname())
