# expect: 14: TypeError: Can't instantiate abstract class Circle with abstract method area
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        pass


class Circle(Shape):
    def __init__(self, r):
        self.r = r
print(Circle(2).r)
