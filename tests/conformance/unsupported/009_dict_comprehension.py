# expect: 2:11
squares = {x: x * x for x in range(4)}
print(squares)
