# Method calls in loops that run long enough to be specialized, then see the class
# change: a method replaced on the class, on a base class (seen through the MRO), shadowed
# by an instance attribute and uncovered again, and a subclass adding an override.


class Base:
    def f(self):
        return 1


class Sub(Base):
    pass


def call_many(obj, n):
    total = 0
    for _ in range(n):
        total += obj.f()
    return total


def two(self):
    return 2


def three(self):
    return 3


def ten(self):
    return 10


s = Sub()
b = Base()
print(call_many(s, 100), call_many(b, 100))
Base.f = two
print(call_many(s, 100), call_many(b, 100))
Sub.f = three
print(call_many(s, 100), call_many(b, 100))
s.f = len
print(s.f([1, 2, 3]))
del s.f
print(call_many(s, 100))
del Sub.f
print(call_many(s, 100))

results = []
for i in range(300):
    if i == 100:
        Base.f = ten
    if i == 200:
        Base.f = two
    results.append(s.f())
print(sum(results), results[99], results[100], results[200])


class Shape:
    def area(self):
        return 0


class Sq(Shape):
    def __init__(self, k):
        self.k = k

    def area(self):
        return self.k * self.k


def total_area(shapes):
    t = 0
    for sh in shapes:
        t += sh.area()
    return t


shapes = []
for i in range(50):
    if i % 2 == 0:
        shapes.append(Sq(i))
    else:
        shapes.append(Shape())
print(total_area(shapes))
Shape.area = ten
print(total_area(shapes))
