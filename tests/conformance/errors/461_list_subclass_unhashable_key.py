# expect: 8: TypeError: unhashable type: 'Row'
class Row(list):
    pass


seen = {}
for r in [Row([1]), Row([2])]:
    seen[r] = True
