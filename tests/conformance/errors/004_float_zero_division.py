# expect: 3: ZeroDivisionError: float division by zero
print(1.5 / 3)
print(1.5 / 0.0)
