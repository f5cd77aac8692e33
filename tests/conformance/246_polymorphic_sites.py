# One call or attribute site seeing many classes and layouts: a loop calling the same
# method on instances of five classes in rotation, attribute reads on instances whose
# attributes were created in different orders or partly, and duck-typed classes without
# a common base.


class A:
    def __init__(self):
        self.x = 1
        self.y = 2

    def f(self):
        return self.x


class B(A):
    def __init__(self):
        self.y = 20
        self.x = 10

    def f(self):
        return self.x + self.y


class C:
    def __init__(self):
        self.z = 0
        self.x = 100

    def f(self):
        return -self.x


class D(B):
    pass


class E:
    x = 1000

    def f(self):
        return self.x


objs = [A(), B(), C(), D(), E()]
total = 0
xs = 0
for i in range(500):
    o = objs[i % 5]
    total += o.f()
    xs += o.x
print(total, xs)

extra = A()
extra.w = 5
objs.append(extra)
partial = A()
del partial.y
objs.append(partial)
ys = []
for o in objs:
    ys.append(getattr(o, "y", None))
print(ys)
t = 0
for i in range(700):
    t += objs[i % 7].x
print(t)


class Duck:
    def speak(self):
        return "quack"


class Robot:
    def speak(self):
        return "beep"


class Person:
    def __init__(self, name):
        self.name = name

    def speak(self):
        return "hi, I am " + self.name


speakers = [Duck(), Robot(), Person("ann"), Duck(), Person("bob")]
counts = {}
for k in range(100):
    s = speakers[k % 5].speak()
    counts[s] = counts.get(s, 0) + 1
print(counts)
