# expect: 4:13
print("start")
items = [1, 2, 3, 4]
print(items[1:3])
