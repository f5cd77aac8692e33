# expect: 3: ValueError: invalid literal for int() with base 10: 'abc'
print(int("12"))
print(int("abc"))
