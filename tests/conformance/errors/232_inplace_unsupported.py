# expect: 11: TypeError: unsupported operand type(s) for +=: 'Acc' and 'int'
# += on an instance with neither __iadd__ nor __add__ (and an int without __radd__ for it).
class Acc:
    def __init__(self):
        self.total = 0


a = Acc()
a.total += 5
print(a.total)
a += 5
