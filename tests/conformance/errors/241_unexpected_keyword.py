# expect: 11: TypeError: Point.__init__() got an unexpected keyword argument 'z'
# A keyword argument __init__ does not take.
class Point:
    def __init__(self, x, y=0):
        self.x = x
        self.y = y


p = Point(1, y=2)
print(p.x, p.y)
Point(1, z=3)
