# A __prepare__ namespace that is a dict subclass: the class body's stores, reads and
# deletions go through its methods; enum's auto() values are numbered as they are
# assigned, so the body can combine them.
from enum import Enum, Flag, auto


class Recording(dict):
    def __init__(self):
        super().__init__()
        self.order = []

    def __setitem__(self, key, value):
        if not key.startswith("__"):
            self.order.append(key)
        super().__setitem__(key, value)

    def __getitem__(self, key):
        if key == "magic":
            return 99
        return super().__getitem__(key)


class Ordered(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Recording()

    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls.field_order = ns.order
        return cls


class Form(metaclass=Ordered):
    zeta = 1
    alpha = zeta + magic
    temp = 0
    del temp

    def method(self):
        return len

    mid = len("abc")


print(Form.field_order, Form.alpha, Form.mid, hasattr(Form, "temp"), Form().method()([1]))


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
    CYAN = GREEN | BLUE


print(list(Color), repr(Color.WHITE), repr(Color.CYAN), Color.RED | Color.BLUE)


class Step(Enum):
    FIRST = auto()
    SECOND = FIRST + 10
    THIRD = auto()


print(list(Step))
