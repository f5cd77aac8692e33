# expect: 3: TypeError: '<' not supported between instances of 'int' and 'str'
values = [3, 1, "2"]
print(values[0] < values[2])
