# expect: 4: TypeError: 'str' object cannot be interpreted as an integer
class Row(str):
    def __mul__(self, n):
        return Row(super().__mul__(n))


r = Row("ab")
print(r * 2, type(r * 3).__name__)
print(r.__mul__("x"))
