from ..plain import alpha

PI = 3.14159


def area(r):
    return PI * r * r


def tag():
    return "circle/" + alpha + "/" + __name__ + "/" + __package__
