# abc.ABCMeta as a metaclass: abstract methods, register() and __subclasshook__ seen by
# isinstance and issubclass.
from abc import ABC, ABCMeta, abstractmethod


class Shape(metaclass=ABCMeta):
    @abstractmethod
    def area(self):
        ...

    def describe(self):
        return type(self).__name__ + " " + str(self.area())


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s


print(type(Shape) is ABCMeta, type(ABC) is ABCMeta, Square(3).describe())
try:
    Shape()
except TypeError as e:
    print(e)


class Sized(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return hasattr(C, "__len__")
        return NotImplemented


print(isinstance([], Sized), isinstance(3, Sized), issubclass(dict, Sized), issubclass(int, Sized))


class Registered(ABC):
    pass


class Outside:
    pass


print(isinstance(Outside(), Registered), issubclass(Outside, Registered))
Registered.register(Outside)
print(isinstance(Outside(), Registered), issubclass(Outside, Registered))
Registered.register(int)
print(isinstance(5, Registered), isinstance("x", Registered))


@Registered.register
class Decorated:
    pass


print(isinstance(Decorated(), Registered), Decorated.__name__)


class Child(Registered):
    pass


class Other:
    pass


Child.register(Other)
print(issubclass(Other, Child), issubclass(Other, Registered), issubclass(Registered, Child))
