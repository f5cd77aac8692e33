# Building strings with +=, join and str() of numbers.
line = ""
for i in range(1, 6):
    line += str(i) + ","
print(line)
parts = []
for i in range(5):
    parts.append(str(i * i))
print("-".join(parts))
table = []
for r in range(1, 4):
    cells = []
    for c in range(1, 4):
        cells.append(str(r * c))
    table.append(" ".join(cells))
print("\n".join(table))
bar = ""
for i in range(3):
    bar = bar + "#" * (i + 1) + "|"
print(bar)
csv = "name,qty\nnut,3\nbolt,10\n"
total = 0
for row in csv.strip().split("\n"):
    cols = row.split(",")
    if cols[1].isdigit():
        total += int(cols[1])
print(total)
print(str(1.5) + str(2) + str(None) + str([1]))
