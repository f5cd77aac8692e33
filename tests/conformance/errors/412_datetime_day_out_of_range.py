# expect: 8: ValueError: day is out of range for month
# The check runs inside datetime (C code in CPython): the traceback shows only the
# program's own line.
from datetime import date, datetime

print(date(2024, 2, 29))
print(datetime(2023, 2, 28, 23, 59))
deadline = datetime(2023, 2, 29)
