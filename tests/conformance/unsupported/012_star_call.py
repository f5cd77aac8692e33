# expect: 4:7
print("start")
args = [1, 2]
print(*args)
