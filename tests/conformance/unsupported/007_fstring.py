# expect: 4:7
print("start")
x = 42
print(f"x is {x}")
