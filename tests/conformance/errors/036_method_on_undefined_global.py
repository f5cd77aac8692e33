# expect: 4: NameError: name 'accumulated_rows' is not defined
def collect(n):
    for i in range(n):
        accumulated_rows.append(i)


values = []
collect(3)
