# @property: computed getters, a setter validating and converting its value, a read-only
# property, properties inherited and overridden in subclasses, a property calling
# super()'s property, and properties used by other methods and in augmented assignment.


class Temperature:
    def __init__(self, celsius):
        self._c = celsius
        self.sets = 0

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        self.sets += 1
        if value < -273.15:
            value = -273.15
        self._c = value

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9

    @property
    def kelvin(self):
        return self._c + 273.15


t = Temperature(100)
print(t.celsius, t.fahrenheit, round(t.kelvin, 2))
t.celsius = 0
print(t.celsius, t.fahrenheit, t.sets)
t.fahrenheit = 212
print(t.celsius, t.sets)
t.celsius = -500
print(t.celsius, t.sets)
t.celsius += 10
print(round(t.celsius, 2), t.sets)


class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    @property
    def area(self):
        return self.w * self.h

    @property
    def label(self):
        return "rect " + str(self.area)

    def bigger_than(self, other):
        return self.area > other.area


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)

    @property
    def label(self):
        return "square, " + super().label


r = Rect(2, 3)
s = Square(3)
print(r.area, s.area, r.label, s.label, s.bigger_than(r), r.bigger_than(s))
s.w = 10
print(s.area, s.label)
shapes = [Rect(1, 1), Square(2), Rect(2, 5)]
total = 0
for sh in shapes:
    total += sh.area
print(total)
