# expect: 4:5 or 5:20
def outer(x):
    total = x
    def inner(y):
        return y + total
    return inner(1)


print(outer(1))
