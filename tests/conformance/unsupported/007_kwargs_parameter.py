# expect: 2:16
def options(a, **extra):
    return extra


print("start")
