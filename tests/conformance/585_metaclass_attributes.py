# Methods and properties of the metaclass are the class's when the class lacks them;
# the metaclass's special methods serve operators on the class.
class Meta(type):
    greeting = "hi"

    def hello(cls):
        return "hello from " + cls.__name__

    @property
    def upper(cls):
        return cls.__name__.upper()

    @classmethod
    def which(mcls):
        return mcls.__name__

    def __repr__(cls):
        return "<Meta class " + cls.__name__ + ">"

    def __len__(cls):
        return len(cls.items)

    def __iter__(cls):
        return iter(cls.items)

    def __contains__(cls, x):
        return x in cls.items

    def __getitem__(cls, i):
        return cls.items[i] * 100

    def __setattr__(cls, name, value):
        print("set", cls.__name__, name, value)
        super().__setattr__(name, value)


class Bag(metaclass=Meta):
    items = [1, 2, 3]
    greeting = "own"

    def inst(self):
        return "instance method"


print(Bag.hello(), Bag.upper, Bag.which(), Bag.greeting)
print(repr(Bag), str(Bag), Bag, [Bag], "%r" % Bag, "%s" % (Bag,))
print(len(Bag), list(Bag), 2 in Bag, 7 in Bag, Bag[1], sorted(Bag, reverse=True))
Bag.extra = 5
print(Bag.extra, Bag().inst())
try:
    Bag().hello()
except AttributeError as e:
    print("AttributeError:", e)
try:
    Bag.missing
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(Bag, "hello")(), hasattr(Bag, "upper"), hasattr(Bag(), "upper"))
for _ in range(3):
    print(Bag.hello(), Bag.upper, Bag.greeting, end="; ")
print()


class Deleter(type):
    def __delattr__(cls, name):
        print("del", name)
        super().__delattr__(name)


class D(metaclass=Deleter):
    a = 1


del D.a
print(hasattr(D, "a"))
