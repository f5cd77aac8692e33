# expect: 15: TypeError: Can't instantiate abstract class Shape with abstract method area
from abc import ABCMeta, abstractmethod


class Shape(metaclass=ABCMeta):
    @abstractmethod
    def area(self):
        ...

    def describe(self):
        return "shape"


print(Shape.describe(None))
Shape()
