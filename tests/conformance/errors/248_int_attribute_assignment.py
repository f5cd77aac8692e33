# expect: 11: AttributeError: 'int' object has no attribute 'extra'
# Setting an attribute on a builtin value.
class Wrapper:
    def __init__(self, v):
        self.v = v


w = Wrapper(3)
w.v = 4
print(w.v)
w.v.extra = 5
