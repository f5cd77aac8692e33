# expect: 6: TypeError: Child.__init_subclass__() takes no keyword arguments
class Base:
    pass


class Child(Base, color="red"):
    pass
