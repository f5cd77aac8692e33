# expect: 15: AttributeError: 'Dog' object has no attribute 'fly'
# Calling a method that the class does not define.
class Animal:
    def walk(self):
        return "walking"


class Dog(Animal):
    def bark(self):
        return "woof"


d = Dog()
print(d.walk(), d.bark())
print(d.fly())
