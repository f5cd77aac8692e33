# Single inheritance: inherited methods and attributes, overridden methods, a base method
# calling an overridden one through self (dynamic dispatch), calling the base version
# explicitly as Base.method(self), class attributes overridden in subclasses.


class Animal:
    sound = "..."
    legs = 4

    def __init__(self, name):
        self.name = name

    def speak(self):
        return self.name + " says " + self.sound

    def describe(self):
        return self.speak() + " on " + str(self.legs) + " legs (" + self.kind() + ")"

    def kind(self):
        return "animal"


class Dog(Animal):
    sound = "woof"

    def kind(self):
        return "dog"


class Bird(Animal):
    sound = "tweet"
    legs = 2

    def kind(self):
        return "bird"

    def speak(self):
        return Animal.speak(self) + "!"


class Parrot(Bird):
    def __init__(self, name, word):
        Bird.__init__(self, name)
        self.word = word

    def speak(self):
        return Bird.speak(self) + " and " + self.word

    def kind(self):
        return "parrot, a kind of " + Bird.kind(self)


zoo = [Animal("generic"), Dog("rex"), Bird("tweety"), Parrot("polly", "hello")]
for a in zoo:
    print(a.describe())

p = zoo[3]
print(p.name, p.word, p.sound, p.legs)
print(Parrot.sound, Parrot.legs, Dog.legs)
Animal.legs = 6
print(Dog("d").legs, Parrot("q", "w").legs)
Bird.sound = "chirp"
print(p.speak())


class Base:
    def run(self, n):
        if n == 0:
            return ["base"]
        return self.run(n - 1) + ["b" + str(n)]


class Derived(Base):
    def run(self, n):
        return Base.run(self, n) + ["d" + str(n)]


print(Base().run(2))
print(Derived().run(2))
