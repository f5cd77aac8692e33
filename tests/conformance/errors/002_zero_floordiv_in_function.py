# expect: 4: ZeroDivisionError: integer division or modulo by zero
def halve(a, b):
    print("dividing", a, b)
    return a // b


print(halve(10, 2))
print(halve(1, 0))
