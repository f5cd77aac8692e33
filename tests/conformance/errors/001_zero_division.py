# expect: 4: ZeroDivisionError: division by zero
print("before")
x = 0
print(10 / x)
print("never")
