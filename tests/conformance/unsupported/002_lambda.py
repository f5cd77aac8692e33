# expect: 3:9
print("start")
twice = lambda x: x * 2
print(twice(4))
