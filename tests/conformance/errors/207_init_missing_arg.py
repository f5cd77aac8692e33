# expect: 11: TypeError: Point.__init__() missing 1 required positional argument: 'y'
# A class called with too few arguments for its __init__.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


p = Point(1, 2)
print(p.x + p.y)
q = Point(3)
