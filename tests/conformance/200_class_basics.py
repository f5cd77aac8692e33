# Class statements: __init__, instance attributes, methods calling methods, class
# attributes read through the class and instances, methods with defaults and keyword
# arguments, instances created in loops and kept in lists.


class Counter:
    step = 1

    def __init__(self, start, name="c"):
        self.value = start
        self.name = name
        self.history = []

    def tick(self):
        self.value += self.step
        self.history.append(self.value)
        return self.value

    def tick_many(self, n, scale=1):
        for _ in range(n):
            self.tick()
        return self.value * scale

    def describe(self):
        return self.name + "=" + str(self.value)


c = Counter(10)
print(c.value, c.name, c.history)
print(c.tick(), c.tick(), c.value)
print(c.tick_many(3))
print(c.tick_many(2, scale=10))
print(c.tick_many(n=1, scale=-1))
print(c.history)
print(c.describe())
print(Counter.step, c.step)

d = Counter(start=0, name="d")
print(d.describe(), d.tick_many(5))

counters = []
for i in range(5):
    counters.append(Counter(i * 100, "k" + str(i)))
total = 0
for k in counters:
    total += k.tick_many(k.value // 100)
print(total)
for k in counters:
    print(k.describe(), len(k.history))


class Empty:
    pass


e = Empty()
e.x = 1
e.y = [e.x, 2]
e.x += 41
print(e.x, e.y)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)

    def dist2(self, other):
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2


p = Point(1, 2)
q = p.moved(3, 4).moved(dx=-1, dy=0)
print(q.x, q.y, p.dist2(q), q.dist2(p))
