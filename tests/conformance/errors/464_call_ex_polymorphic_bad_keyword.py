# expect: 4: TypeError: plain() got an unexpected keyword argument 'c'
def deco(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


@deco
def plain(a, b):
    return a + b


@deco
def star(*a, **kw):
    return (a, kw)


for i in range(40):
    plain(i, 1)
    star(i, c=i)
print(plain(1, b=2), star(c=3))
plain(1, 2, c=3)
