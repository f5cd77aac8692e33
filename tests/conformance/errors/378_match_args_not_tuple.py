# expect: 12: TypeError: Point.__match_args__ must be a tuple (got list)
class Point:
    __match_args__ = ["x", "y"]

    def __init__(self, x, y):
        self.x = x
        self.y = y


def where(p):
    match p:
        case Point(0, y):
            return f"on the y axis at {y}"
        case Point(x=0):
            return "never"
    return "elsewhere"


print(where(3))
print(where(Point(0, 5)))
