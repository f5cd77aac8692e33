# expect: 9: TypeError: cannot compare Strict with int
# An exception raised by a user __eq__ that list.index calls propagates out of index().
class Strict:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        if not isinstance(other, Strict):
            raise TypeError("cannot compare Strict with " + type(other).__name__)
        return self.v == other.v


items = [Strict(1), Strict(2)]
print(items.index(Strict(2)))
items.append(3)
print(items.index(Strict(5)))
