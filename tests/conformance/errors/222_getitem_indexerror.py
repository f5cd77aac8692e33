# expect: 10: IndexError: list index out of range
# An IndexError raised inside a user __getitem__ propagates with a traceback through it.
class Ring:
    def __init__(self, items):
        self.items = items

    def __getitem__(self, i):
        if i < 0:
            return self.items[i % len(self.items)]
        return self.items[i]


r = Ring([1, 2, 3])
print(r[-1], r[-5], r[2])
print(r[3])
