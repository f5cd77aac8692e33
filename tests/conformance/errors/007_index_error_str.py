# expect: 3: IndexError: string index out of range
s = "abc"
print(s[-4])
