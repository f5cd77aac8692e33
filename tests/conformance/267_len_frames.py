# len() of an instance whose class defines __len__ runs it in a frame once the site has
# specialized; the result is checked as len() checks it, and other receivers at the same
# site still work.


class Box:
    def __init__(self, items):
        self.items = items

    def __len__(self):
        return len(self.items)


class Truthy:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n > 0


def total(things):
    t = 0
    for x in things:
        t += len(x)
    return t


boxes = []
for i in range(40):
    boxes.append(Box([0] * i))
print(total(boxes))
mixed = boxes + [[1, 2, 3], "abcd", Truthy(5), Truthy(0), {"a": 1}]
print(total(mixed))
print(total(boxes))


def nonempty(self):
    return 7


Box.__len__ = nonempty
print(total(boxes))
