# Zero-argument super() in single inheritance: __init__ chains, a method extending its
# base's result, super() from a method reached through a deeper subclass (super follows
# the class where the method is defined, not type(self)), super().attribute.


class Shape:
    kind = "shape"

    def __init__(self, name):
        self.name = name
        self.log = ["Shape.__init__"]

    def area(self):
        return 0

    def label(self):
        return self.name + " " + self.kind


class Rect(Shape):
    kind = "rect"

    def __init__(self, name, w, h):
        super().__init__(name)
        self.w = w
        self.h = h
        self.log.append("Rect.__init__")

    def area(self):
        return self.w * self.h

    def label(self):
        return super().label() + " " + str(self.area()) + " base kind " + super().kind


class Square(Rect):
    kind = "square"

    def __init__(self, name, side):
        super().__init__(name, side, side)
        self.log.append("Square.__init__")

    def area(self):
        return super().area() + 0


s = Square("sq", 3)
print(s.log)
print(s.area(), s.label())
r = Rect("r", 2, 5)
print(r.log, r.label())


class A:
    def who(self):
        return ["A"]


class B(A):
    def who(self):
        return super().who() + ["B"]


class C(B):
    def who(self):
        return super().who() + ["C"]


class D(C):
    pass


print(A().who(), B().who(), C().who(), D().who())


class Acc:
    def __init__(self):
        self.total = 0

    def add(self, n):
        self.total += n
        return self


class DoubleAcc(Acc):
    def add(self, n):
        return super().add(2 * n)


x = DoubleAcc()
x.add(1).add(2).add(3)
print(x.total)
