# expect: 11: AttributeError: 'P' object has no attribute 'z'
# Assigning an attribute not listed in __slots__.
class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def lift(self, z):
        self.z = z


p = P(1, 2)
p.x = 10
print(p.x, p.y)
p.lift(3)
