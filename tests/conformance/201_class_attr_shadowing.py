# Class attributes against instance attributes: reads fall back to the class, writes to an
# instance shadow the class attribute for that instance only, rebinding the class
# attribute is seen by every instance that does not shadow it, `self.n += 1` on a class
# attribute creates an instance attribute, and `del obj.attr` uncovers the class value.


class Config:
    level = 1
    name = "base"

    def show(self):
        return self.name + ":" + str(self.level)


a = Config()
b = Config()
print(a.show(), b.show())

a.level = 5
print(a.show(), b.show(), Config.level)

Config.level = 7
print(a.show(), b.show(), Config.level)

Config.name = "changed"
print(a.show(), b.show())

del a.level
print(a.show(), b.show())


class Tally:
    count = 0

    def bump(self):
        self.count += 1
        return self.count


t1 = Tally()
t2 = Tally()
print(t1.bump(), t1.bump(), t2.bump())
print(Tally.count, t1.count, t2.count)
Tally.count = 100
print(Tally.count, t1.count, t2.count, Tally().count)


class Registry:
    total = 0

    def __init__(self, n):
        Registry.total += n
        self.n = n


for i in range(1, 6):
    Registry(i)
print(Registry.total)
r = Registry(10)
print(Registry.total, r.total, r.n)

# A method name shadowed by an instance attribute.
class Greeter:
    def hello(self):
        return "method"


g = Greeter()
print(g.hello())
g.hello = "attribute"
print(g.hello)
del g.hello
print(g.hello())
