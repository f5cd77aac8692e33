# expect: 13: AttributeError: 'super' object has no attribute 'greet'
# super() finds no further definition of a method: "'super' object has no attribute".
class Base:
    def hello(self):
        return "base hello"


class Child(Base):
    def hello(self):
        return "child " + super().hello()

    def greet(self):
        return "child " + super().greet()


c = Child()
print(c.hello())
print(c.greet())
