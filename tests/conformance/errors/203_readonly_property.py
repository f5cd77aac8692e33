# expect: 17: AttributeError: property 'area' of 'Rect' object has no setter
# Assigning to a property without a setter.
class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    @property
    def area(self):
        return self.w * self.h


r = Rect(2, 3)
print(r.area)
r.w = 5
print(r.area)
r.area = 100
