# Closures: nested functions and lambdas reading and writing variables of enclosing
# functions (cells, nonlocal), late binding, several levels, recursion through a cell,
# decorators that keep state, and a free variable read before it is bound.

def make_counter():
    count = 0
    def step():
        nonlocal count
        count += 1
        return count
    return step
c = make_counter()
print(c(), c(), c())
d = make_counter()
print(d(), c())

def scaler(factor):
    return lambda x: x * factor
print(scaler(3)(4), scaler(2)(10))

def adders():
    fs = []
    for i in range(3):
        fs.append(lambda x: x + i)
    return fs
print([f(10) for f in adders()])

def outer(a):
    def middle(b):
        def inner(c):
            return a + b + c
        return inner
    return middle
print(outer(1)(2)(3))

def fib_memo():
    memo = {}
    def fib(n):
        if n < 2:
            return n
        if n in memo:
            return memo[n]
        r = fib(n - 1) + fib(n - 2)
        memo[n] = r
        return r
    return fib(60)
print(fib_memo())

def decorate(fn):
    calls = []
    def wrapper(x):
        calls.append(x)
        return fn(x) * 2, len(calls)
    return wrapper
@decorate
def sq(x):
    return x * x
print(sq(3), sq(4))

def late():
    def get():
        return v
    v = 5
    r = get()
    v = 6
    return r, get()
print(late())

def unbound_free():
    def get():
        return w
    try:
        get()
    except NameError as e:
        print(type(e).__name__, e)
    w = 1
unbound_free()

def param_cell(x):
    def get():
        return x
    x += 1
    return get()
print(param_cell(10))

def sort_by(key_index):
    return sorted([(1, 'b'), (2, 'a')], key=lambda p: p[key_index])
print(sort_by(1))


def shadowing():
    x = "outer"

    def inner():
        x = "inner"
        return x

    return inner(), x


print(shadowing())


def global_and_free():
    global counter_g
    counter_g = 0
    step = 5

    def bump():
        global counter_g
        counter_g += step
        return counter_g

    bump()
    return bump()


print(global_and_free(), counter_g)


def accumulate():
    items = []

    def add(x):
        items.append(x)
        return len(items)

    def reset():
        nonlocal items
        items = []

    add(1)
    add(2)
    reset()
    return add(3), items


print(accumulate())


def make_ops():
    ops = {}
    for name, k in [("double", 2), ("triple", 3)]:
        def op(x, k=k):
            return x * k
        ops[name] = op
    return ops


ops = make_ops()
print(ops["double"](5), ops["triple"](5))


def deleting():
    v = 1

    def read():
        return v

    del v
    try:
        read()
    except NameError as e:
        print(e)


deleting()
