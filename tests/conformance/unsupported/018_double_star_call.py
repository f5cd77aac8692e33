# expect: 7:13
def point(x, y):
    return x + y


options = {"x": 1, "y": 2}
print(point(**options))
