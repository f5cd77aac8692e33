# expect: 9: TypeError: isinstance() arg 2 must be a type, a tuple of types, or a union
# isinstance with an instance (not a class) as its second argument.
class Animal:
    pass


a = Animal()
print(isinstance(a, Animal))
print(isinstance(a, a))
