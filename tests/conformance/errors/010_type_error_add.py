# expect: 4: TypeError: unsupported operand type(s) for +: 'int' and 'str'
count = 3
print("count", count)
print(count + "1")
