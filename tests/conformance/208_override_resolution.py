# Which method runs: an override in a subclass beats the base even when the base method
# is called from a base method; class attributes and methods are looked up on the
# instance's type at call time (a method added or replaced on the class later is seen by
# existing instances); a plain function stored as a class attribute becomes a method.


class Base:
    def template(self):
        return self.step1() + "-" + self.step2()

    def step1(self):
        return "b1"

    def step2(self):
        return "b2"


class Mid(Base):
    def step2(self):
        return "m2"


class Leaf(Mid):
    def step1(self):
        return "l1"


for obj in (Base(), Mid(), Leaf()):
    print(obj.template())


def extra(self, n):
    return "extra " + str(n) + " " + self.step1()


leaf = Leaf()
Base.extra = extra
print(leaf.extra(1), Mid().extra(2))


def new_step2(self):
    return "new2"


Mid.step2 = new_step2
print(leaf.template(), Mid().template(), Base().template())

Leaf.step2 = Base.step2
print(leaf.template())


class Plain:
    pass


def helper(a, b):
    return a + b


p = Plain()
p.fn = helper
print(p.fn(2, 3))
def first(a, b):
    return a


Plain.method = first
print(p.method(10) is p, Plain.method(1, 2))
