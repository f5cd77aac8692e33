# Enums with methods, properties, class methods, __init__ taking tuple values,
# _missing_, _generate_next_value_ and ordering defined by the class.
from enum import Enum, auto


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return round(6.673e-11 * self.mass / (self.radius * self.radius), 2)

    def describe(self):
        return "%s has g=%s" % (self.name.title(), self.gravity)


print(Planet.EARTH.value, Planet.EARTH.mass, Planet.EARTH.gravity, Planet.MERCURY.describe())


class Weekday(Enum):
    MONDAY = 1
    TUESDAY = 2
    SUNDAY = 7

    @classmethod
    def weekend(cls):
        return [d for d in cls if d.value > 5]

    def is_weekend(self):
        return self in Weekday.weekend()

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.name.lower() == value.lower():
                    return member
        return None


print(Weekday.weekend(), Weekday.SUNDAY.is_weekend(), Weekday.MONDAY.is_weekend())
print(Weekday("tuesday"), Weekday("SUNDAY"))
try:
    Weekday(9)
except ValueError as e:
    print("ValueError:", e)


class Ordered(Enum):
    LOW = 1
    MID = 5
    HIGH = 10

    def __lt__(self, other):
        if self.__class__ is other.__class__:
            return self.value < other.value
        return NotImplemented


print(sorted([Ordered.HIGH, Ordered.LOW, Ordered.MID]), Ordered.LOW < Ordered.HIGH)


class Auto(Enum):
    A = auto()
    B = auto()
    C = 10
    D = auto()


print(list(Auto), [m.value for m in Auto])


class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)

    NORTH = auto()
    SOUTH = auto()


print(Named.NORTH.value, Named.SOUTH.value, Named("south1"))


class Status(Enum):
    ACTIVE = 1
    INACTIVE = 0

    def __bool__(self):
        return bool(self.value)

    def __str__(self):
        return self.name.lower()


print(bool(Status.ACTIVE), bool(Status.INACTIVE), str(Status.ACTIVE), f"{Status.INACTIVE}")
print(repr(Status.ACTIVE), [s for s in Status if s])
