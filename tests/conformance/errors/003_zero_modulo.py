# expect: 5: ZeroDivisionError: integer modulo by zero
total = 0
for d in [3, 2, 1, 0]:
    print(d)
    total += 10 % d
print(total)
