# Local and global names: parameters shadow globals, functions see later globals.
x = "global x"


def show():
    return x


def shadow(x):
    return x


def local_only():
    y = "local y"
    return y


def uses_later():
    return later_defined * 2


print(show(), shadow("param x"), local_only(), x)
later_defined = 21
print(uses_later())
x = "changed"
print(show())


def counter_local():
    count = 0
    for i in range(5):
        count += i
    return count


count = "untouched"
print(counter_local(), count)


def recurse_locals(n):
    local = n * 10
    if n > 0:
        recurse_locals(n - 1)
    return local


print(recurse_locals(3))
