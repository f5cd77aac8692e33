class Measure:
    def __trunc__(self):
        return 2.5


def whole(x):
    return int(x)
