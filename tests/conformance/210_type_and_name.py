# type(x) of instances and builtins: `type(x) is C`, `type(x) == C`, type(x).__name__,
# C.__name__, calling type(x) to make another instance of the same class, and the type of
# a class being `type`.


class Animal:
    def __init__(self, name):
        self.name = name

    def clone(self):
        return type(self)(self.name + "'")


class Cat(Animal):
    pass


a = Animal("a")
c = Cat("c")
print(type(a) is Animal, type(c) is Animal, type(c) is Cat, type(c) == Cat)
print(type(a) != type(c), type(a) is type(Animal("z")))
print(type(a).__name__, type(c).__name__, Animal.__name__, Cat.__name__)
c2 = c.clone()
print(type(c2).__name__, c2.name, type(c2.clone()).__name__, c2.clone().name)
print(type(Animal) is type, type(Cat).__name__, type(type).__name__)

values = [1, 2.5, True, None, "s", [1], (1,), {1: 2}, {3}, range(2), a, c, Animal, len]
out = []
for v in values:
    out.append(type(v).__name__)
print(out)
print(type(1) is int, type(True) is bool, type(True) is int, type("") is str)
print(int.__name__, str.__name__, list.__name__, dict.__name__, object.__name__)

kinds = {}
for v in [a, c, Cat("d"), Animal("e"), c2]:
    name = type(v).__name__
    kinds[name] = kinds.get(name, 0) + 1
print(kinds)

by_type = {Animal: "animal", Cat: "cat", int: "int"}
print(by_type[type(c)], by_type[type(a)], by_type[type(7)])
