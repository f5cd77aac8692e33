# A class defining __eq__ but not __hash__ gets __hash__ = None (its instances are
# unhashable); a subclass overriding __eq__ alone loses its base's __hash__; a class can
# set __hash__ back explicitly; defining __hash__ alone keeps identity equality.


class Value:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, Value) and self.v == other.v


print(Value.__hash__ is None, Value(1) == Value(1), Value(1) != Value(2))
print(Value(1) in [Value(0), Value(1)], [Value(3)].index(Value(3)))


class Hashed:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, Hashed) and self.v == other.v

    def __hash__(self):
        return self.v


class Sub(Hashed):
    def __eq__(self, other):
        return isinstance(other, Sub) and self.v % 10 == other.v % 10


class SubKeep(Hashed):
    def __eq__(self, other):
        return isinstance(other, SubKeep) and self.v == other.v

    __hash__ = Hashed.__hash__


print(Hashed.__hash__ is None, Sub.__hash__ is None, SubKeep.__hash__ is None)
print(Sub(3) == Sub(13), hash(SubKeep(7)), len({SubKeep(7), SubKeep(7), SubKeep(8)}))


class OnlyHash:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 42


x = OnlyHash(1)
y = OnlyHash(1)
print(x == y, x == x, hash(x), len({x, y}), len({x, x}))


class NoEq:
    pass


print(NoEq.__hash__ is None, Value.__eq__ is None)
