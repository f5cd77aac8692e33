# Bound methods whose functions take *args (and **kwargs), called many times at one site:
# `with` over managers whose __exit__ takes *exc, bound method values, methods that take
# only *args (the receiver is the tuple's first item).


class Manager:
    def __init__(self, name, log, swallow=False):
        self.name = name
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self

    def __exit__(self, *exc):
        self.log.append((self.name, exc[0].__name__ if exc[0] else None, len(exc)))
        return self.swallow


log = []
for i in range(6):
    m = Manager(str(i), log, swallow=i % 2 == 0)
    try:
        with m:
            if i >= 3:
                raise ValueError(i)
    except ValueError as e:
        log.append("escaped " + str(e))
print(log)


class Shapes:
    def only_star(*args):
        return len(args), type(args[0]).__name__, args[1:]

    def pos_star(self, a, *rest):
        return a, rest

    def star_kw(self, *args, **kw):
        return args, sorted(kw.items())

    def two_pos(self, a, b, *rest):
        return a + b, rest


s = Shapes()
calls = [s.only_star, s.pos_star, s.star_kw, s.two_pos]
for rnd in range(3):
    for f in calls:
        try:
            print(f.__name__, f(1, 2, 3))
        except TypeError as e:
            print(f.__name__, "TypeError:", e)
    for f in calls:
        try:
            print(f.__name__, f(5))
        except TypeError as e:
            print(f.__name__, "TypeError:", e)

f = s.star_kw
for i in range(4):
    print(f(i, key=i) if i % 2 else f(i))

g = s.pos_star
for i in range(4):
    try:
        print(g() if i == 3 else g(i, i))
    except TypeError as e:
        print("TypeError:", e)
