# expect: 13: TypeError: __str__ returned non-string (type int)
# __str__ returning an int: print fails.
class Num:
    def __init__(self, v):
        self.v = v

    def __str__(self):
        return self.v


n = Num(5)
print(n.v)
print(n)
