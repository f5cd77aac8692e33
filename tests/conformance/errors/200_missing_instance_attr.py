# expect: 9: AttributeError: 'Point' object has no attribute 'z'
# Reading an instance attribute that was never set: AttributeError naming the class.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return self.x + self.y + self.z


p = Point(1, 2)
print(p.x, p.y)
print(p.norm())
