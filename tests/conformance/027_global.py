# The global statement; reading globals without it; locals shadowing globals.
counter = 0


def bump():
    global counter
    counter += 1
    return counter


def read_only():
    return counter * 10


def shadow():
    counter = 100
    return counter


def set_two():
    global a, b
    a = 1
    b = 2


bump()
bump()
print(counter, read_only(), shadow(), counter)
set_two()
print(a, b)


def make_new():
    global created
    created = "made in function"


make_new()
print(created)
total = 0


def add_all(items):
    global total
    for x in items:
        total += x


add_all([1, 2, 3])
add_all([10])
print(total)
