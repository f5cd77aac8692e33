# expect: 14: TypeError: '>=' not supported between instances of 'Level' and 'int'
# >= between an instance and an int when __ge__ returns NotImplemented and int declines.
class Level:
    def __init__(self, n):
        self.n = n

    def __ge__(self, other):
        if isinstance(other, Level):
            return self.n >= other.n
        return NotImplemented


print(Level(2) >= Level(1))
print(Level(2) >= 1)
