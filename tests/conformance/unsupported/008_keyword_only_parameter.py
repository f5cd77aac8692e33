# expect: 2:17
def scale(x, *, factor=2):
    return x * factor


print("start")
