# expect: 20: TypeError: unsupported operand type(s) for *: 'Vec' and 'Tag'
# Both __mul__ and the other side's __rmul__ return NotImplemented: TypeError.
class Vec:
    def __init__(self, x):
        self.x = x

    def __mul__(self, other):
        if isinstance(other, (int, float)):
            return Vec(self.x * other)
        return NotImplemented


class Tag:
    def __rmul__(self, other):
        return NotImplemented


v = Vec(2) * 3
print(v.x)
print(Vec(1) * Tag())
