# expect: 7: TypeError: f() got an unexpected keyword argument 'c'
def f(a, b=2):
    return a + b


print(f(a=1))
print(f(1, c=3))
