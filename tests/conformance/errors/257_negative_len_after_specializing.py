# expect: 15: ValueError: __len__() should return >= 0
# len() runs __len__ in a frame once the site has specialized; a negative result is
# still len()'s ValueError, raised at the call.
class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


def total(items):
    t = 0
    for x in items:
        t += len(x)
    return t


print(total([Sized(1)] * 30))
print(total([Sized(1)] * 30 + [Sized(-1)]))
