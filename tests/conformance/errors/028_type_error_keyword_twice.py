# expect: 7: TypeError: f() got multiple values for argument 'a'
def f(a, b=2):
    return a + b


print(f(1, b=5), f(b=1, a=2))
print(f(1, a=2))
