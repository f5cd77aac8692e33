# expect: 12: TypeError: __hash__ method should return an integer
# __hash__ returning a non-integer.
class Key:
    def __init__(self, name):
        self.name = name

    def __hash__(self):
        return self.name


print(hash(Key(7)))
d = {Key("x"): 1}
