# expect: 4:9
print("start")
values = [1, 5, 2]
if any((big := v) > 3 for v in values):
    print(big)
