# expect: 17: TypeError: unsupported operand type(s) for +: 'V' and 'int'
# The site runs V.__add__ in a frame once it has specialized; NotImplemented from it,
# with no reflected method on the right, is still the TypeError.
class V:
    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        if isinstance(other, V):
            return V(self.x + other.x)
        return NotImplemented


def total(items):
    t = V(0)
    for i in items:
        t = t + i
    return t


print(total([V(1)] * 50).x)
print(total([V(1)] * 20 + [3]).x)
