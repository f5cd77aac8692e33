# expect: 9: ZeroDivisionError: division by zero
# An error in a tzinfo's method called by datetime: the traceback goes from the
# program's line straight to the method (no frames of datetime itself, as CPython's).
from datetime import datetime, timedelta, tzinfo


class Broken(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=1 / 0)


stamp = datetime(2024, 1, 1, tzinfo=Broken())
print(repr(stamp.replace(tzinfo=None)))
print(stamp.isoformat())
