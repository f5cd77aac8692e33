# expect: 5: NotImplementedError
# A base class method raising NotImplementedError for subclasses that do not override it.
class Shape:
    def area(self):
        raise NotImplementedError

    def describe(self):
        return type(self).__name__ + " " + str(self.area())


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s


class Blob(Shape):
    pass


for sh in [Square(2), Blob()]:
    print(sh.describe())
