# expect: 6: AttributeError: 'int' object has no attribute 'append'
out = []
for i in range(6):
    if i == 4:
        out = len(out)
    out.append(i)
