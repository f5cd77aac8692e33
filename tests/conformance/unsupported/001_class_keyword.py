# expect: 4:19
x = 1
print(x)
class Point(dict, metaclass=type):
    pass
print(Point)
