# expect: 10: TypeError: bad operand type for unary -: 'Plain'
# Unary minus on an instance without __neg__.
class Plain:
    def __init__(self, v):
        self.v = v


p = Plain(3)
print(-p.v)
print(-p)
