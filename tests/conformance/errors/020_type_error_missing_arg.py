# expect: 7: TypeError: f() missing 1 required positional argument: 'b'
def f(a, b, c=3):
    return a + b + c


print(f(1, 2))
print(f(1))
