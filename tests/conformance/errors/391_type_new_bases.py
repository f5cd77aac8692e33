# expect: 7: TypeError: type.__new__() argument 2 must be tuple, not list
class Meta(type):
    pass


print(type("Ok", (), {}).__name__)
Meta("Bad", [], {})
