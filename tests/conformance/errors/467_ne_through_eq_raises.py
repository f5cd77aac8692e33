# expect: 7: AttributeError: 'int' object has no attribute 'x'
class P:
    def __init__(self, x):
        self.x = x

    def __eq__(self, o):
        return self.x == o.x


print(P(1) != P(2))
print(P(1) != 5)
