# Free variables read and written through the function's closure: reads, `nonlocal`
# writes seen by every closure sharing the cell, `del` of a nonlocal, a nested function
# capturing its enclosing function's free variable, locals() listing free variables,
# generators and classes inside closures, late binding, and a caught unbound read.


def counter():
    count = 0

    def bump(by=1):
        nonlocal count
        count += by
        return count

    def peek():
        return count

    return bump, peek


bump, peek = counter()
for i in range(5):
    bump(i)
print("count", peek(), bump(), peek())


def outer(a):
    b = a * 2

    def middle(c):
        def inner(d):
            return a + b + c + d

        return inner

    return middle


print("nested", outer(1)(10)(100))


def relay(x):
    def level1():
        def level2():
            nonlocal x
            x += 1
            return x

        return level2

    return level1(), lambda: x


step, read = relay(40)
step()
print("relay", step(), read())


def show_locals(p):
    q = p + 1

    def f(r):
        s = p + q + r
        return sorted(locals().items())

    return f


print("locals", show_locals(3)(5))


def deleter():
    value = "set"

    def drop():
        nonlocal value
        del value

    def read():
        try:
            return value
        except NameError as e:
            return f"NameError: {e}"

    print("before", read())
    drop()
    print("after", read())
    value = "again"
    print("rebound", read())


deleter()


def late():
    fns = []
    for i in range(3):
        fns.append(lambda: i * 10)
    return [f() for f in fns]


print("late", late())


def gen_closure(limit):
    def numbers():
        n = 0
        while n < limit:
            yield n
            n += 1

    return numbers


g = gen_closure(4)
print("gen", list(g()), sum(g()))


def class_in_closure(tag):
    class Tagged:
        label = tag

        def name(self):
            return tag + "!" + self.label

    return Tagged


print("class", class_in_closure("T")().name())


def unbound_then_bound():
    def reader():
        return later

    try:
        reader()
    except NameError as e:
        print("caught", e)
    later = 7
    return reader()


print("bound", unbound_then_bound())


def many(a, b, c, d, e):
    def total():
        return a + b + c + d + e

    def scale(k):
        nonlocal a, e
        a *= k
        e *= k

    return total, scale


total, scale = many(1, 2, 3, 4, 5)
scale(10)
print("many", total())


def memo():
    cache = {}

    def fib(n):
        if n in cache:
            return cache[n]
        r = n if n < 2 else fib(n - 1) + fib(n - 2)
        cache[n] = r
        return r

    return fib


print("fib", memo()(60))
