# expect: 8: _csv.Error: ',' expected after '"'
import csv

rows = ['a,"b",c', '"x"y,z']
print(list(csv.reader(rows[:1], strict=True)))
reader = csv.reader(rows, strict=True)
print(next(reader))
print(next(reader))
