# The functional API, unique, extending enums and aliases.
from enum import Enum, IntEnum, unique


Animal = Enum("Animal", "CAT DOG")
print(list(Animal), Animal.CAT.value, repr(Animal), Animal(2))
Fruit = Enum("Fruit", ["APPLE", "PEAR"], start=10)
print(list(Fruit), Fruit.PEAR.value)
Pair = Enum("Pair", [("ONE", 1), ("TWO", 2)])
print(Pair.TWO, Pair(1))
Mapped = Enum("Mapped", {"X": "x", "Y": "y"})
print(list(Mapped), Mapped("y"))
Level = IntEnum("Level", "LOW HIGH")
print(Level.HIGH + 1, repr(Level.LOW))
Csv = Enum("Csv", "A, B, C")
print([m.name for m in Csv])


@unique
class Ok(Enum):
    A = 1
    B = 2


print(list(Ok))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
        C = 2
        D = 2
except ValueError as e:
    print("ValueError:", e)


class Base(Enum):
    def describe(self):
        return "%s=%s" % (self.name, self.value)


class Concrete(Base):
    ONE = 1


print(Concrete.ONE.describe())
try:
    class More(Concrete):
        TWO = 2
except TypeError as e:
    print("TypeError:", e)
