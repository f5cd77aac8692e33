# expect: 11: ValueError: bad size 7
# An error raised in __init__ entered through the constructor's frame: the traceback
# shows the caller and __init__, as CPython's does.
class Box:
    def __init__(self, size):
        self.size = size
        self.check()

    def check(self):
        if self.size == 7:
            raise ValueError("bad size " + str(self.size))


def boxes(n):
    out = []
    for i in range(n):
        out.append(Box(i % 8 if i > 100 else 1))
    return out


print(len(boxes(200)))
