# expect: 9: TypeError: Greeter.greet() missing 1 required positional argument: 'name'
# A method called on the class without an instance.
class Greeter:
    def greet(self, name):
        return "hi " + name


print(Greeter.greet(Greeter(), "a"))
print(Greeter.greet("b"))
