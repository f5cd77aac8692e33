# expect: 3:16
print("start")
total = lambda *xs: sum(xs)
print(total(1, 2))
