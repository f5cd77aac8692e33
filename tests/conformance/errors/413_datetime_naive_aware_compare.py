# expect: 6: TypeError: can't compare offset-naive and offset-aware datetimes
from datetime import datetime, timezone


def latest(stamps):
    return max(stamps)


print(latest([datetime(2024, 1, 1), datetime(2024, 1, 2)]))
aware = datetime(2024, 1, 3, tzinfo=timezone.utc)
print(latest([datetime(2024, 1, 1), aware]))
