# expect: 12: ValueError: __len__() should return >= 0
# __len__ returning a negative number.
class Debt:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


print(len(Debt(3)))
print(len(Debt(-1)))
