# expect: 13: TypeError: Point.__init__() takes 3 positional arguments but 4 were given
# A class called with too many arguments for its __init__.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


points = []
for i in range(3):
    points.append(Point(i, i))
print(len(points))
Point(1, 2, 3)
