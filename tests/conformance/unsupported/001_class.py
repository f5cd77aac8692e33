# expect: 4:1
x = 1
print(x)
class Point:
    pass
print(Point)
