# expect: 10: AttributeError: 'int' object has no attribute 'foo'
# An attribute missing on a builtin value: "'int' object has no attribute 'foo'".
class Holder:
    def __init__(self, v):
        self.v = v


h = Holder(41)
print(h.v + 1)
print(h.v.foo)
