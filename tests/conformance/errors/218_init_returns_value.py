# expect: 10: TypeError: __init__() should return None, not 'int'
# __init__ returning something other than None.
class Weird:
    def __init__(self, v):
        self.v = v
        return v


print("before")
w = Weird(3)
