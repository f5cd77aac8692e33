# expect: 2:5
z = 2j
print(z * z)
