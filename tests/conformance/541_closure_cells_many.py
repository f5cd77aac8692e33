# Functions that close over several variables of several scopes: the cells a call
# copies into its frame (in order), closures made in loops, nested three deep, a
# generator and a class body that close over a function's variables, a free variable
# deleted in the enclosing scope.


def outer(a, b, c, d, e):
    f = a * b

    def middle(x):
        g = x + c

        def inner(y):
            return (a, b, c, d, e, f, g, x, y)

        return inner

    return middle


print(outer(1, 2, 3, 4, 5)(6)(7))
print([outer(i, i, i, i, i)(i)(i)[5:] for i in range(4)])


def counters():
    made = []
    for k in range(3):
        def read(k=k):
            return k + base

        made.append(read)
    base = 100
    return [m() for m in made]


print(counters())


def gen_over(start, step, stop):
    def walk():
        n = start
        while n < stop:
            yield n
            n += step

    return walk


print(list(gen_over(2, 3, 20)()), sum(gen_over(0, 5, 100)()))


def make_class(greeting, punct):
    class Greeter:
        word = greeting

        def hello(self, name):
            return f"{greeting}, {name}{punct}"

    return Greeter


G = make_class("hi", "!")
print(G.word, G().hello("ann"))


def late():
    def show():
        return value

    try:
        show()
    except NameError as err:
        print(type(err).__name__, err)
    value = 42
    print(show())
    del value
    try:
        show()
    except NameError as err:
        print(type(err).__name__, err)


late()


def shared():
    total = 0

    def add(n):
        nonlocal total
        total += n
        return total

    def get():
        return total

    return add, get


add, get = shared()
for i in range(200):
    add(i)
print(get())
