# expect: 7: TypeError: f() takes 2 positional arguments but 3 were given
def f(a, b):
    return a + b


print(f(1, 2))
print(f(1, 2, 3))
