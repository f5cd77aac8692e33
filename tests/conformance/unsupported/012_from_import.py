# expect: 3:5
def root(x):
    from math import sqrt
    return sqrt(x)


print(root(4))
