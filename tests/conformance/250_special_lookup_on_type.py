# Operators and builtins look special methods up on the type, not the instance: an
# instance attribute named __len__ or __add__ is ignored by len() and +, but called
# explicitly; special methods assigned to (or deleted from) the class after it was
# created take effect at once, also for existing instances and subclasses.


class Box:
    def __init__(self, items):
        self.items = items

    def __len__(self):
        return len(self.items)


def fake_len():
    return 999


def add_items(self, other):
    return Box(self.items + other.items)


def box_repr(self):
    return "Box" + repr(self.items)


b = Box([1, 2])
b.__len__ = fake_len
print(len(b), b.__len__(), bool(b))

Box.__add__ = add_items
Box.__repr__ = box_repr
c = b + Box([3])
print(c, len(c), [c])


class Sub(Box):
    pass


s = Sub([])
print(len(s), bool(s), s + b, s)
del Box.__len__
print(bool(Sub([])), bool(Box([])))


def sub_len(self):
    return 7


Sub.__len__ = sub_len
print(len(Sub([])), bool(Sub([])), bool(Box([])))

calls = 0


def counting_eq(self, other):
    global calls
    calls += 1
    return self.items == other.items


Box.__eq__ = counting_eq
print(Box([1]) == Box([1]), Sub([2]) == Box([2]), Box([1]) != Box([2]), calls)
