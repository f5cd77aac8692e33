# expect: 3:11
print("start")
squares = [x * x for x in range(5)]
print(squares)
