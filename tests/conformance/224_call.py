# __call__ makes instances callable: with positional, default and keyword arguments,
# stored and passed like functions, returning other callables, inherited and overridden.


class Adder:
    def __init__(self, n):
        self.n = n
        self.calls = 0

    def __call__(self, x, times=1):
        self.calls += 1
        return x + self.n * times


class Compose:
    def __init__(self, f, g):
        self.f = f
        self.g = g

    def __call__(self, x):
        return self.f(self.g(x))


def double(x):
    return 2 * x


def apply_twice(fn, x):
    return fn(fn(x))


add3 = Adder(3)
print(add3(1), add3(1, 2), add3(x=10, times=3), add3.calls)
print(apply_twice(add3, 0), add3.calls)
h = Compose(double, add3)
print(h(1), Compose(h, h)(1), Compose(add3, double)(5))

fns = [add3, double, Adder(-1), Compose(double, double)]
out = []
for f in fns:
    out.append(f(10))
print(out)


class Factory:
    def __call__(self, k):
        return Adder(k)


make = Factory()
print(make(5)(5), make(1)(make(2)(0)))


class Loud(Adder):
    def __call__(self, x, times=1):
        return "loud " + str(super().__call__(x, times))


print(Loud(1)(1), Loud(2)(0, times=5))


class Memo:
    def __init__(self):
        self.cache = {}
        self.misses = 0

    def __call__(self, n):
        if n in self.cache:
            return self.cache[n]
        self.misses += 1
        if n < 2:
            r = n
        else:
            r = self(n - 1) + self(n - 2)
        self.cache[n] = r
        return r


fib = Memo()
print(fib(80), fib.misses, fib(30), fib.misses)
