# Cooperative super() through multiple inheritance: every class calls super() once and the
# calls follow the MRO of type(self), so a diamond's top runs once; __init__ chains with
# keyword arguments; super() from a mixin reaches a sibling class it does not inherit.


class Base:
    def __init__(self, log):
        self.log = log
        log.append("Base")

    def greet(self):
        return ["Base"]


class Left(Base):
    def __init__(self, log):
        log.append("Left>")
        super().__init__(log)
        log.append("Left<")

    def greet(self):
        return ["Left"] + super().greet()


class Right(Base):
    def __init__(self, log):
        log.append("Right>")
        super().__init__(log)
        log.append("Right<")

    def greet(self):
        return ["Right"] + super().greet()


class Bottom(Left, Right):
    def __init__(self, log):
        log.append("Bottom>")
        super().__init__(log)
        log.append("Bottom<")

    def greet(self):
        return ["Bottom"] + super().greet()


log = []
b = Bottom(log)
print(log)
print(b.greet())
print(Left([]).greet(), Right([]).greet())


class Loud:
    def say(self, text):
        return super().say(text.upper())


class Polite:
    def say(self, text):
        return super().say(text + " please")


class Speaker:
    def say(self, text):
        return "<" + text + ">"


class Both(Loud, Polite, Speaker):
    pass


class Other(Polite, Loud, Speaker):
    pass


print(Both().say("sit"))
print(Other().say("sit"))


class Point:
    def __init__(self, x=0, y=0):
        self.x = x
        self.y = y


class Colored:
    def __init__(self, color="red", x=0, y=0):
        super().__init__(x=x, y=y)
        self.color = color


class ColoredPoint(Colored, Point):
    def __init__(self, x, y, color):
        super().__init__(color=color, x=x, y=y)


cp = ColoredPoint(3, 4, "blue")
print(cp.x, cp.y, cp.color)
