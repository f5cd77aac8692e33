from abc import ABC, abstractmethod, ABCMeta


class Shape(ABC):
    @abstractmethod
    def area(self):
        pass

    @abstractmethod
    def perimeter(self):
        pass

    def describe(self):
        return f"{type(self).__name__} with area {self.area()}"


class Half(Shape):
    def area(self):
        return 1


class Square(Half):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side


print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__))
print(Square.__abstractmethods__, Square(3).describe(), Square(2).perimeter())
for cls in (Shape, Half):
    for attempt in range(3):
        try:
            cls()
        except TypeError as e:
            print(e)


class Base(ABC):
    @property
    @abstractmethod
    def name(self):
        pass


class Impl(Base):
    @property
    def name(self):
        return "impl"


print(Impl().name, isinstance(Impl(), Base), issubclass(Impl, ABC))
try:
    Base()
except TypeError as e:
    print(e)


class Plain(ABC):
    pass


print(type(Plain()).__name__)
